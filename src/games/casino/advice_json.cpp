// The advice record as JSON for `parlor-cli advise --json` (the keys: docs/casino.md, "Advice
// record").

#include "parlor/cards/advice_json.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/move_words.hpp"

#include <nlohmann/json.hpp>

namespace parlor::casino {

namespace {

nlohmann::ordered_json facts_json(const MoveFacts& f) {
    nlohmann::ordered_json json{{"expected", f.expected},
                                {"cards_taken", f.cards_taken},
                                {"points_taken", f.points_taken},
                                {"cards_to_pile", f.cards_to_pile},
                                {"spades_to_pile", f.spades_to_pile},
                                {"clears_table", f.clears_table},
                                {"pile_cards", f.pile_cards},
                                {"pile_spades", f.pile_spades},
                                {"opponent_pile_cards", f.opponent_pile_cards},
                                {"opponent_pile_spades", f.opponent_pile_spades},
                                {"builds_owned", f.builds_owned},
                                {"within_noise", f.within_noise}};
    if (f.build_value > 0) {
        json["build_value"] = f.build_value;
        json["build_cards"] = f.build_cards;
    }
    return json;
}

} // namespace

nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice) {
    const AdviceRecord& record = advice.record;
    const bool play = view.phase == Phase::Play && view.turn == view.seat && !view.hand.empty();
    nlohmann::ordered_json alternatives = nlohmann::ordered_json::array();
    for (const auto& alternative : record.alternatives) {
        alternatives.push_back(
            {{"move", move_text(alternative.action)}, {"facts", facts_json(alternative.facts)}});
    }
    return {{"facts", play ? facts_json(record.facts) : nlohmann::ordered_json::object()},
            {"alternatives", std::move(alternatives)},
            {"certainty", cards::certainty_json(record.certainty)}};
}

} // namespace parlor::casino
