// CLinux is header-only (static inline wrappers in include/CLinux.h); SwiftPM needs one source file per C target.
#include "CLinux.h"
