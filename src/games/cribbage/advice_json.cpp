// The advice record as JSON for `parlor-cli advise --json` (docs/cribbage.md, "Advice record"):
// moves in the words `parlor-cli play cribbage` reads, figures unrounded.

#include "parlor/games/cribbage/ai.hpp"

#include "parlor/cards/card_json.hpp"

#include "parlor/cards/advice_json.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/move_words.hpp"

namespace parlor::cribbage {

namespace {

nlohmann::ordered_json facts_json(const Facts& facts) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    if (const auto* keep = std::get_if<KeepFacts>(&facts)) {
        json["keep"] = cards::card_codes(keep->keep);
        json["lay_away"] = cards::card_codes(keep->lay_away);
        json["starters"] = keep->starters;
        json["hand"] = keep->hand;
        json["crib"] = keep->crib;
        json["play"] = keep->play;
        json["hands_played"] = keep->hands_played;
        json["total"] = keep->total;
        if (keep->win_chance) {
            json["win_chance"] = *keep->win_chance;
        }
        json["within_noise"] = keep->within_noise;
    } else if (const auto* play = std::get_if<PlayFacts>(&facts)) {
        json["card"] = cards::to_string(play->card);
        json["count"] = play->count;
        json["points_now"] = play->points_now;
        json["wins_now"] = play->wins_now;
        json["reply_chance"] = play->reply_chance;
        json["reply_points"] = play->reply_points;
        json["opponent_cards"] = play->opponent_cards;
        if (play->net) {
            json["net"] = *play->net;
        }
        json["hands_considered"] = play->hands_considered;
        if (play->win_chance) {
            json["win_chance"] = *play->win_chance;
        }
        json["within_noise"] = play->within_noise;
    }
    return json;
}

} // namespace

nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice) {
    (void)view; // the record holds everything said
    nlohmann::ordered_json alternatives = nlohmann::ordered_json::array();
    for (const auto& alternative : advice.record.alternatives) {
        alternatives.push_back(
            {{"move", move_text(alternative.action)}, {"facts", facts_json(alternative.facts)}});
    }
    return {{"facts", facts_json(advice.record.facts)},
            {"alternatives", std::move(alternatives)},
            {"certainty", cards::certainty_json(advice.record.certainty)}};
}

} // namespace parlor::cribbage
