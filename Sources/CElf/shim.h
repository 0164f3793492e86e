#include <gelf.h>
