#pragma once
// `parlor-cli fivecrowns arrange`: the best arrangement of hands, for checking the meld solver
// by hand or from scripts.
//
// A hand is a round number (1-11; it fixes the wild rank: round + 2) and 1 to 14 cards, e.g.
// "5 QD 7D 4S 8S 6T 4H J1". The number of cards need not be round + 2: this is a tool, and
// hands of any size in play (after drawing, before discarding) are worth checking. A card may
// appear at most twice (the two decks hold each card twice).

#include "cli/io.hpp"

#include "parlor/games/fivecrowns/melds.hpp"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace parlor::cli::fc {

struct ArrangeOptions {
    std::optional<int> round;       // with `cards`: one hand from the arguments
    std::vector<std::string> cards; // otherwise hands are read from io.in, one a line
    bool json = false;
};

struct Hand {
    int round = 1;
    std::vector<parlor::fivecrowns::Card> cards;
};

// Reads "5 QD 7D ..." (blank lines and lines starting with # are skipped by the caller).
// Nothing and a sentence on error.
std::optional<Hand> parse_hand(int round, const std::vector<std::string>& card_words,
                               std::string& error);

// "points<TAB>arrangement"
std::string arrangement_line(const parlor::fivecrowns::Arrangement& arrangement);

// {"round", "points", "melds": [{"kind", "cards", "wilds": [{"card", "stands_for"}]}],
//  "leftover"}
nlohmann::ordered_json arrangement_json(int round,
                                        const parlor::fivecrowns::Arrangement& arrangement);

// One line of output per hand. A bad hand prints "stdin:LINE: problem" (or "arguments:
// problem") on io.err; the other lines go on, and the exit code is 1 at the end.
int run_arrange(const ArrangeOptions& options, const Io& io);

} // namespace parlor::cli::fc
