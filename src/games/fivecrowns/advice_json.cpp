// The advice record as JSON for `parlor-cli advise --json` (its keys are listed in
// docs/fivecrowns.md, "Advice record"). Cards are written in the save file's codes ("8D", "J1"),
// moves as `parlor-cli play fivecrowns` reads them.

#include "parlor/cards/advice_json.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"

#include <algorithm>

namespace parlor::fivecrowns {

namespace {

using Json = nlohmann::ordered_json;

Json card_json(const std::optional<Card>& card) {
    return card ? Json(cards::to_string(*card)) : Json(nullptr);
}

// A wild in a run stands for a card ("10D"), in a book for a rank ("9"); in a meld of wilds
// only nothing fixes it ("any").
std::string stands_for_text(const Meld& meld, const MeldCard& card) {
    const bool all_wild =
        std::all_of(meld.cards.begin(), meld.cards.end(), [](const MeldCard& c) { return c.wild; });
    if (meld.kind == MeldKind::Book) {
        return meld.rank == 0 ? std::string("any") : cards::rank_symbol(meld.rank);
    }
    return all_wild ? std::string("any") : cards::to_string(card.stands_for);
}

Json arrangement_json(const Arrangement& arrangement, int wild_rank) {
    Json melds = Json::array();
    for (const Meld& meld : arrangement.melds) {
        Json codes = Json::array();
        Json wilds = Json::array();
        for (const MeldCard& card : meld.cards) {
            codes.push_back(cards::to_string(card.card));
            if (card.wild) {
                wilds.push_back({{"card", cards::to_string(card.card)},
                                 {"stands_for", stands_for_text(meld, card)}});
            }
        }
        melds.push_back({{"kind", meld.kind == MeldKind::Book ? "book" : "run"},
                         {"cards", std::move(codes)},
                         {"wilds", std::move(wilds)}});
    }
    Json leftover = Json::array();
    for (const Card card : arrangement.leftover) {
        leftover.push_back({{"card", cards::to_string(card)}, {"points", points(card, wild_rank)}});
    }
    return {{"melds", std::move(melds)},
            {"leftover", std::move(leftover)},
            {"points_left", arrangement.points}};
}

Json facts_json(const Facts& facts, int wild_rank) {
    return {{"drawn", card_json(facts.drawn)},
            {"discard", card_json(facts.discard)},
            {"points_now", facts.points_now},
            {"points_left", facts.points_left ? Json(*facts.points_left) : Json(nullptr)},
            {"expected_points", facts.expected_points},
            {"expected_two_draws",
             facts.expected_two_draws ? Json(*facts.expected_two_draws) : Json(nullptr)},
            {"chance_to_go_out", facts.chance_to_go_out},
            {"goes_out", facts.goes_out},
            {"last_turn", facts.last_turn},
            {"fits_opponent", facts.fits_opponent},
            {"wild_discard", facts.wild_discard},
            {"total", facts.total},
            {"arrangement", arrangement_json(facts.arrangement, wild_rank)}};
}

} // namespace

nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice) {
    Json alternatives = Json::array();
    for (const auto& alternative : advice.record.alternatives) {
        alternatives.push_back({{"move", move_text(alternative.action)},
                                {"facts", facts_json(alternative.facts, view.wild_rank)}});
    }
    return {{"facts", facts_json(advice.record.facts, view.wild_rank)},
            {"alternatives", std::move(alternatives)},
            {"certainty", cards::certainty_json(advice.record.certainty)}};
}

} // namespace parlor::fivecrowns
