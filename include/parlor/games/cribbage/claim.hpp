#pragma once
// Counting your own (docs/cribbage.md, "Count your own"): the player claims the points of a card
// in the play, of a hand and of the crib; the rules check the claim against the true count. An
// over-claim is refused with the true count itemised; an under-claim scores what was claimed,
// and with muggins the opponent takes the points missed, the items named.

#include "parlor/cards/seat.hpp"
#include "parlor/games/cribbage/scoring.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage {

// Who counts the player's points: the rules (Off, every game before this option), the player, or
// the player with muggins (the opponent takes what the player missed).
enum class CountOwn { Off, On, Muggins };

// "off", "on", "muggins": the option's name in a record and in the app's memory.
std::string_view count_own_name(CountOwn count_own);
std::optional<CountOwn> parse_count_own(std::string_view name);

// What a claim is for: the points a card laid in the play made, a hand at the show, the crib.
enum class ClaimOf { Pegging, Hand, Crib };

// A claim the rules wait for: the seat's points, the true count kept until the seat claims.
struct PendingClaim {
    cards::Seat seat = cards::Seat::Human;
    ClaimOf of = ClaimOf::Pegging;
    std::vector<ScoreItem> items; // the true count, in the order a player counts
    int points = 0;               // their sum

    friend bool operator==(const PendingClaim&, const PendingClaim&) = default;
};

// The true count as a player says it, with its total: "15 two, 15 four and a pair for 6";
// "nothing for 0".
std::string tally(const std::vector<ScoreItem>& items);

// Why a claim of `claimed` is refused, empty when it stands (0 up to the true count): "You
// claimed 8, but it is 15 two, 15 four and a pair for 6."
std::string why_claim_refused(int claimed, const std::vector<ScoreItem>& items);

// Which items make up `missed` points of `items`: fifteens first (the points most often
// overlooked), each from the last counted back, then the other items from the last back; the
// first set found that adds up to `missed` exactly. Empty when none does (a claim of part of a
// run): the points are then taken without naming an item.
std::vector<ScoreItem> missed_items(const std::vector<ScoreItem>& items, int missed);

} // namespace parlor::cribbage
