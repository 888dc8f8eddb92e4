#pragma once
// The review's hidden-card test, for every game: the cards a seat could not see are dealt again
// among the places that hide them, and the judgement of the seat's move must not change.

#include "parlor/cards/card.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/record/review.hpp"

#include <doctest/doctest.h>

#include <initializer_list>
#include <map>
#include <string>
#include <vector>

namespace parlor::test {

// The cards of `places` (an opponent's hand, a stock...) dealt again among them, each place
// keeping its size, in another order than they had (when there are two cards or more to move).
template <class Card>
void redeal(std::initializer_list<std::vector<Card>*> places, cards::Rng& shuffle) {
    std::vector<Card> hidden;
    for (const std::vector<Card>* place : places) {
        hidden.insert(hidden.end(), place->begin(), place->end());
    }
    const std::vector<Card> as_dealt = hidden;
    while (hidden.size() > 1 && hidden == as_dealt) {
        shuffle.shuffle(hidden);
    }
    auto next = hidden.begin();
    for (std::vector<Card>* place : places) {
        for (Card& card : *place) {
            card = *next++;
        }
    }
}

// Two judgements of one move ({decision, optional item}) are the same in every word and figure.
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

// The review of an expert's own seat: close calls at most, each marked, and a summary saying no
// decision cost anything. Its decisions.
inline int check_no_mistakes(const record::Review& review) {
    for (const record::ReviewItem& item : review.items) {
        CHECK_MESSAGE(item.close_call, "line " << item.line << ": " << item.played);
    }
    CHECK(record::summary(review).rfind("None of your ", 0) == 0);
    return review.decisions;
}

// Every item of a review well formed, the mistakes with a cost and sorted by it within their
// unit, before the close calls. Its mistakes.
inline int check_mistakes_sorted(const record::Review& review) {
    int mistakes = 0;
    std::map<std::string, double> last; // the last cost seen in each unit
    bool close_seen = false;
    for (const record::ReviewItem& item : review.items) {
        CHECK(item.played != item.expert);
        CHECK(!item.reason.empty());
        CHECK(item.round >= 1);
        CHECK(item.decision >= 1);
        CHECK(item.decision <= review.decisions);
        if (item.close_call) {
            close_seen = true;
            continue;
        }
        CHECK_FALSE(close_seen);
        ++mistakes;
        CHECK(item.cost > 0);
        if (const auto found = last.find(item.unit); found != last.end()) {
            CHECK(item.cost <= found->second);
        }
        last[item.unit] = item.cost;
    }
    if (mistakes > 0) {
        CHECK(record::summary(review).find(" cost you about ") != std::string::npos);
    }
    return mistakes;
}

} // namespace parlor::test
