// The advice record as JSON for `parlor-cli advise --json` (keys in docs/cruno.md).

#include "parlor/cards/advice_json.hpp"
#include "parlor/cards/card.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/move_words.hpp"

#include <nlohmann/json.hpp>

namespace parlor::cruno {

namespace {

nlohmann::ordered_json facts_json(const MoveFacts& facts) {
    nlohmann::ordered_json json{{"tables", facts.tables}};
    if (facts.tables > 0) {
        json["chance"] = facts.chance;
    }
    json["cards_left"] = facts.cards_left;
    if (facts.suit_to_follow) {
        json["suit_to_follow"] = cards::suit_name(*facts.suit_to_follow);
        json["held_of_suit"] = facts.held_of_suit;
    }
    json["next_draws"] = facts.next_draws;
    json["next_skipped"] = facts.next_skipped;
    json["reverses"] = facts.reverses;
    json["wins_now"] = facts.wins_now;
    return json;
}

} // namespace

nlohmann::ordered_json advice_json(const SeatView& /*view*/, const Advice& advice) {
    const AdviceRecord& record = advice.record;
    nlohmann::ordered_json alternatives = nlohmann::ordered_json::array();
    for (const auto& alternative : record.alternatives) {
        alternatives.push_back(
            {{"move", move_text(alternative.action)}, {"facts", facts_json(alternative.facts)}});
    }
    return {{"facts", facts_json(record.facts)},
            {"alternatives", alternatives},
            {"certainty", cards::certainty_json(record.certainty)}};
}

} // namespace parlor::cruno
