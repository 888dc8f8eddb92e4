#pragma once
// The review's tests shared by the games: the cards a seat could not see dealt again among the
// places that hide them, two judgements of one decision checked to be the same, and the expert's
// own decisions checked to be no mistakes.

#include "parlor/cards/rng.hpp"
#include "parlor/record/review.hpp"

#include <doctest/doctest.h>

#include <initializer_list>
#include <vector>

namespace parlor::test {

// The cards of `places` (an opponent's hand, a stock...) shuffled among them, each place keeping
// its size, until they lie otherwise than they did.
template <class Card>
void deal_again(std::initializer_list<std::vector<Card>*> places, cards::Rng& rng) {
    std::vector<Card> hidden;
    for (const std::vector<Card>* place : places) {
        hidden.insert(hidden.end(), place->begin(), place->end());
    }
    const std::vector<Card> as_dealt = hidden;
    while (hidden == as_dealt && hidden.size() > 1) {
        rng.shuffle(hidden);
    }
    auto next = hidden.begin();
    for (std::vector<Card>* place : places) {
        for (Card& card : *place) {
            card = *next++;
        }
    }
}

// Two judgements of one decision (a `.decision` and an optional record::ReviewItem `.item`) say
// the same.
template <class Judgement>
void check_same_judgement(const Judgement& seen, const Judgement& again) {
    CHECK(seen.decision == again.decision);
    CHECK(seen.item.has_value() == again.item.has_value());
    if (seen.item && again.item) {
        CHECK(seen.item->played == again.item->played);
        CHECK(seen.item->expert == again.item->expert);
        CHECK(seen.item->cost == again.item->cost);
        CHECK(seen.item->reason == again.item->reason);
        CHECK(seen.item->close_call == again.item->close_call);
    }
}

// The review of the expert's own decisions: no item is a mistake (a close call may be listed,
// marked as one), and the summary says none cost anything.
inline void check_no_mistakes(const record::Review& review) {
    for (const record::ReviewItem& item : review.items) {
        CHECK_MESSAGE(item.close_call, "line " << item.line << ": " << item.played);
    }
    CHECK(record::summary(review).rfind("None of your ", 0) == 0);
}

} // namespace parlor::test
