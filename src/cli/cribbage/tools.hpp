#pragma once
// `parlor-cli cribbage score | discard | distribution`: the scoring and the lay-away analysis
// of the Cribbage library on the command line.

#include "cli/io.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace parlor::cli::crib {

struct ScoreOptions {
    bool crib = false; // count by the crib rule (a flush only with the starter)
    bool json = false;
    std::string starter; // with four hand cards as arguments
    std::vector<std::string> cards;
};

// Standard input, one combination a line (four hand cards then the starter), or one combination
// from the arguments. Prints per combination the points, a tab, and the count in words.
// Errors "stdin:LINE: problem"; exit 1 at the end if any line was bad.
int run_score(const ScoreOptions& options, const Io& io);

struct DiscardOptions {
    bool dealer = false;
    bool pone = false;
    bool hand_only = false; // select_hand (docs/cribbage.md): the expected hand alone
    int top = 5;            // how many choices to list
    bool json = false;
    std::uint64_t seed = 1; // of the opponent hands the play is sampled over (advise --seed)
    std::vector<std::string> cards; // the 6 (or 5) dealt cards
};

// The ways to keep four, best first, with the expected hand, crib, play and total, and the time
// taken.
int run_discard(const DiscardOptions& options, const Io& io);

struct DistributionOptions {
    bool crib = false;
    bool json = false;
};

// The count of every score over all 12,994,800 combinations, the mean, and the time taken.
int run_distribution(const DistributionOptions& options, const Io& io);

struct StrengthOptions {
    int games = 2000;
    std::uint64_t seed = 1;
    std::string a = "expert";
    std::string b = "greedy";
};

// The library's own match runner (parlor/games/cribbage/match.hpp): win rate with its Wilson
// interval, skunks, where each side's points came from, and each side's decision times apart
// (simulate pools both sides' times).
int run_strength(const StrengthOptions& options, const Io& io);

} // namespace parlor::cli::crib
