// The advice record of a ranked lay-away or play: the facts each sentence may quote, for the
// recommendation and every alternative, in the order that chose the recommendation.

#include "parlor/games/cribbage/ai.hpp"

namespace parlor::cribbage {

namespace {

KeepFacts keep_facts(const KeepChoice& choice, bool my_crib) {
    KeepFacts facts;
    facts.keep = choice.keep;
    facts.lay_away = choice.lay_away;
    facts.starters = deck_size - static_cast<int>(choice.keep.size() + choice.lay_away.size());
    facts.hand = choice.hand;
    facts.crib = my_crib ? choice.crib : -choice.crib;
    facts.play = choice.play;
    facts.hands_played = choice.hands_played;
    facts.total = choice.total();
    if (choice.win_chance >= 0) {
        facts.win_chance = choice.win_chance;
    }
    facts.within_noise = choice.within_noise;
    return facts;
}

PlayFacts play_facts(const PlayChoice& choice, const SeatView& view) {
    PlayFacts facts;
    facts.card = choice.card;
    facts.count = view.count + pip_value(choice.card);
    facts.points_now = choice.points_now;
    const int score = view.scores[static_cast<std::size_t>(index(view.seat))];
    facts.wins_now = score + choice.points_now >= view.target;
    facts.reply_chance = choice.reply_chance;
    facts.reply_points = choice.reply_points;
    facts.opponent_cards = view.opponent_hand_size;
    facts.hands_considered = choice.hands_considered;
    if (choice.win_chance >= 0) {
        facts.win_chance = choice.win_chance;
    } else {
        facts.net = choice.net;
    }
    facts.within_noise = choice.within_noise;
    return facts;
}

} // namespace

Record keep_record(const KeepRanking& ranking, const SeatView& view) {
    Record record;
    record.certainty = ranking.certainty;
    if (ranking.choices.empty() || ranking.choices.front().lay_away.size() != 2) {
        record.action = LayAway{};
        return record;
    }
    const bool mine = view.my_crib();
    const KeepChoice& best = ranking.choices.front();
    record.action = LayAway{best.lay_away[0], best.lay_away[1]};
    record.facts = keep_facts(best, mine);
    for (std::size_t i = 1; i < ranking.choices.size(); ++i) {
        const KeepChoice& c = ranking.choices[i];
        record.alternatives.push_back({LayAway{c.lay_away[0], c.lay_away[1]}, keep_facts(c, mine)});
    }
    return record;
}

Record play_record(const PlayRanking& ranking, const SeatView& view) {
    Record record;
    record.certainty = ranking.certainty;
    if (ranking.choices.empty()) {
        record.action = Play{};
        return record;
    }
    record.action = Play{ranking.choices.front().card};
    record.facts = play_facts(ranking.choices.front(), view);
    for (std::size_t i = 1; i < ranking.choices.size(); ++i) {
        const PlayChoice& c = ranking.choices[i];
        record.alternatives.push_back({Play{c.card}, play_facts(c, view)});
    }
    return record;
}

} // namespace parlor::cribbage
