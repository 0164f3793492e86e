/* quest: FSRS-6 scheduling for the card trainer, as the reference implementation (the `fsrs` package on PyPI,
   6.3.2) computes it with its default parameters and desired retention, no learning or relearning steps, and no fuzz.
   Time is counted in whole days; every operation below is written in the reference's order so that the floating
   point results, and so the rounded intervals, are the same (Tests/browser/fsrs_sequences.json holds them to it). */
(function (global) {
  "use strict";

  var PARAMETERS = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542
  ];
  var DESIRED_RETENTION = 0.9;
  var MAXIMUM_INTERVAL = 36500;
  var STABILITY_MIN = 0.001;
  var MIN_DIFFICULTY = 1.0;
  var MAX_DIFFICULTY = 10.0;
  var RATINGS = { again: 1, hard: 2, good: 3, easy: 4 };

  var w = PARAMETERS;
  var DECAY = -w[20];
  var FACTOR = Math.pow(0.9, 1 / DECAY) - 1;

  /* Python's round(): halves go to the even neighbour. */
  function roundHalfEven(value) {
    var floor = Math.floor(value);
    var difference = value - floor;
    if (difference > 0.5) return floor + 1;
    if (difference < 0.5) return floor;
    return floor % 2 === 0 ? floor : floor + 1;
  }

  function clampDifficulty(difficulty) { return Math.min(Math.max(difficulty, MIN_DIFFICULTY), MAX_DIFFICULTY); }
  function clampStability(stability) { return Math.max(stability, STABILITY_MIN); }

  function initialStability(rating) { return clampStability(w[rating - 1]); }

  function initialDifficulty(rating, clamp) {
    var difficulty = w[4] - Math.pow(Math.E, w[5] * (rating - 1)) + 1;
    return clamp ? clampDifficulty(difficulty) : difficulty;
  }

  function nextInterval(stability) {
    var interval = (stability / FACTOR) * (Math.pow(DESIRED_RETENTION, 1 / DECAY) - 1);
    return Math.min(Math.max(roundHalfEven(interval), 1), MAXIMUM_INTERVAL);
  }

  function shortTermStability(stability, rating) {
    var increase = Math.pow(Math.E, w[17] * (rating - 3 + w[18])) * Math.pow(stability, -w[19]);
    if (rating >= RATINGS.hard) increase = Math.max(increase, 1.0);
    return clampStability(stability * increase);
  }

  function nextDifficulty(difficulty, rating) {
    var easiest = initialDifficulty(RATINGS.easy, false);
    var delta = -(w[6] * (rating - 3));
    var damped = difficulty + (10.0 - difficulty) * delta / 9.0;
    return clampDifficulty(w[7] * easiest + (1 - w[7]) * damped);
  }

  function forgetStability(difficulty, stability, retrievability) {
    var longTerm = w[11] * Math.pow(difficulty, -w[12]) * (Math.pow(stability + 1, w[13]) - 1) *
      Math.pow(Math.E, (1 - retrievability) * w[14]);
    var shortTerm = stability / Math.pow(Math.E, w[17] * w[18]);
    return Math.min(longTerm, shortTerm);
  }

  function recallStability(difficulty, stability, retrievability, rating) {
    var hardPenalty = rating === RATINGS.hard ? w[15] : 1;
    var easyBonus = rating === RATINGS.easy ? w[16] : 1;
    return stability * (1 + Math.pow(Math.E, w[8]) * (11 - difficulty) * Math.pow(stability, -w[9]) *
      (Math.pow(Math.E, (1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus);
  }

  /* The probability of recall of a reviewed card on `day`. */
  function retrievability(card, day) {
    var elapsed = Math.max(0, day - card.last);
    return Math.pow(1 + FACTOR * elapsed / card.stability, DECAY);
  }

  /* The card after answering `rating` (1 Again … 4 Easy) on `day`: { stability, difficulty, last, due, reps }.
     `card` is null for a card never reviewed. */
  function review(card, rating, day) {
    var stability, difficulty;
    if (!card) {
      stability = initialStability(rating);
      difficulty = initialDifficulty(rating, true);
    } else {
      if (day - card.last < 1) {
        stability = shortTermStability(card.stability, rating);
      } else {
        var recall = retrievability(card, day);
        stability = clampStability(rating === RATINGS.again
          ? forgetStability(card.difficulty, card.stability, recall)
          : recallStability(card.difficulty, card.stability, recall, rating));
      }
      difficulty = nextDifficulty(card.difficulty, rating);
    }
    return {
      stability: stability, difficulty: difficulty, last: day, due: day + nextInterval(stability),
      reps: (card ? card.reps || 0 : 0) + 1
    };
  }

  global.QuestFSRS = { review: review, ratings: RATINGS, parameters: PARAMETERS.slice(), desiredRetention: DESIRED_RETENTION };
})(window);
