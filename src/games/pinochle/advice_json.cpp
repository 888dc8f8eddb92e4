// The advice record as JSON (docs/pinochle.md, "Advice record").

#include "parlor/cards/advice_json.hpp"
#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/move_words.hpp"

namespace parlor::pinochle {

namespace {

nlohmann::ordered_json facts_json(const MoveFacts& f, const Action& action) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    if (f.margin) {
        json["margin"] = *f.margin;
        if (f.margin_is_bound) {
            json["margin_is_bound"] = true;
        }
        json["samples"] = f.samples;
    }
    if (f.trick_chance) {
        json["trick_chance"] = *f.trick_chance;
    }
    if (std::holds_alternative<Play>(action)) {
        json["card_points"] = f.card_points;
        json["sure_trick"] = f.sure_trick;
        json["beats_lead"] = f.beats_lead;
        json["in_a_meld"] = f.in_a_meld;
        if (f.breaks) {
            json["breaks"] = meld_name(*f.breaks);
        }
        nlohmann::ordered_json given = nlohmann::ordered_json::array();
        for (const MeldGivenUp& m : f.gives_up) {
            given.push_back(
                {{"meld", meld_name(m.kind)}, {"points", m.points}, {"complete", m.complete}});
        }
        json["gives_up"] = std::move(given);
    }
    if (std::holds_alternative<Declare>(action)) {
        json["meld_points"] = f.meld_points;
    }
    return json;
}

nlohmann::ordered_json situation_json(const Situation& s, const SeatView& view) {
    nlohmann::ordered_json json{{"my_round", s.my_round},
                                {"their_round", s.their_round},
                                {"margin_now", s.margin_now},
                                {"stock", s.stock},
                                {"tricks_left", s.tricks_left}};
    if (s.searched_tricks > 0) {
        json["searched_tricks"] = s.searched_tricks;
    }
    if (view.lead) {
        json["nothing_wins"] = s.nothing_wins;
        json["least_points"] = s.least_points;
        if (s.cheapest_winner) {
            json["cheapest_winner"] = cards::to_string(*s.cheapest_winner);
        }
        if (s.best_winning_margin) {
            json["best_winning_margin"] = *s.best_winning_margin;
        }
    }
    if (!s.plan.empty()) {
        nlohmann::ordered_json plan = nlohmann::ordered_json::array();
        for (const Meld& meld : s.plan) {
            plan.push_back(meld_name(meld.kind));
        }
        json["plan"] = std::move(plan);
        json["biggest_rules_out_next"] = s.biggest_rules_out_next;
    }
    if (!s.close_between.empty()) {
        nlohmann::ordered_json close = nlohmann::ordered_json::array();
        for (const Action& a : s.close_between) {
            close.push_back(hand_move_text(a, view.hand, view.trump));
        }
        json["close_between"] = std::move(close);
    }
    return json;
}

} // namespace

nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice) {
    const Record& r = advice.record;
    nlohmann::ordered_json facts = facts_json(r.facts, r.action);
    if (view.phase == Phase::Lead || view.phase == Phase::Follow || view.phase == Phase::Meld) {
        facts["position"] = situation_json(advice.situation, view);
    }
    nlohmann::ordered_json alternatives = nlohmann::ordered_json::array();
    for (const auto& alt : r.alternatives) {
        alternatives.push_back({{"move", hand_move_text(alt.action, view.hand, view.trump)},
                                {"facts", facts_json(alt.facts, alt.action)}});
    }
    return {{"facts", std::move(facts)},
            {"alternatives", std::move(alternatives)},
            {"certainty", cards::certainty_json(r.certainty)}};
}

} // namespace parlor::pinochle
