// The review: the help's advice at each of the seat's decisions, against what the seat did.

#include "parlor/games/cribbage/review.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/win_model.hpp"
#include "review_reasons.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace parlor::cribbage {

namespace {

using record::ReviewItem;

// "keep 5♠ 5♥ J♣ Q♦ and lay away 9♣ K♦", "play the 7♠": to follow "you chose to".
std::string move_words(const SeatView& view, const Action& action) {
    if (const auto* lay = std::get_if<LayAway>(&action)) {
        std::vector<Card> keep;
        std::copy_if(view.hand.begin(), view.hand.end(), std::back_inserter(keep),
                     [&](Card c) { return c != lay->first && c != lay->second; });
        std::sort(keep.begin(), keep.end()); // as the hand is shown: by rank
        return "keep " + pretty_cards(keep) + " and lay away " +
               pretty_cards(std::vector<Card>{lay->first, lay->second});
    }
    if (const auto* play = std::get_if<Play>(&action)) {
        return "play the " + cards::pretty(play->card);
    }
    return describe(action);
}

// The cards a move takes from the hand.
std::vector<Card> cards_moved(const Action& action) {
    if (const auto* lay = std::get_if<LayAway>(&action)) {
        return {lay->first, lay->second};
    }
    if (const auto* play = std::get_if<Play>(&action)) {
        return {play->card};
    }
    return {};
}

// The figure a choice was ranked by: the chance to win near the end, else expected points.
struct Worth {
    double value = 0;
    const char* unit = record::points_unit;
};

Worth worth_of(const Facts& facts) {
    if (const auto* keep = std::get_if<KeepFacts>(&facts)) {
        return keep->win_chance ? Worth{*keep->win_chance * 100, record::chance_unit}
                                : Worth{keep->total};
    }
    if (const auto* play = std::get_if<PlayFacts>(&facts)) {
        return play->win_chance ? Worth{*play->win_chance * 100, record::chance_unit}
                                : Worth{play->net.value_or(0)};
    }
    return {};
}

bool within_noise(const Facts& facts) {
    if (const auto* keep = std::get_if<KeepFacts>(&facts)) {
        return keep->within_noise;
    }
    if (const auto* play = std::get_if<PlayFacts>(&facts)) {
        return play->within_noise;
    }
    return false;
}

bool is_choice(const SeatView& view) {
    if (view.phase == Phase::LayAway) {
        return true;
    }
    if (view.phase != Phase::Play) {
        return false;
    }
    return std::count_if(view.hand.begin(), view.hand.end(),
                         [&](Card c) { return view.count + pip_value(c) <= 31; }) > 1;
}

auto find_alternative(const Record& record, const Action& played) {
    return std::find_if(record.alternatives.begin(), record.alternatives.end(),
                        [&](const auto& a) { return a.action == played; });
}

} // namespace

Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = is_choice(view);
    if (!judged.decision) {
        return judged;
    }
    const Advice advice = advise(view, seed);
    if (advice.record.action == played) {
        return judged;
    }
    const auto alternative = find_alternative(advice.record, played);
    if (alternative == advice.record.alternatives.end()) {
        return judged; // not a move the expert weighs (never for a legal one)
    }
    const Worth best = worth_of(advice.record.facts);
    const Worth chosen = worth_of(alternative->facts);
    ReviewItem item;
    item.played = move_words(view, played);
    item.expert = move_words(view, advice.record.action);
    item.played_cards = cards_moved(played);
    item.expert_cards = cards_moved(advice.record.action);
    item.cost = best.value - chosen.value;
    if (item.cost <= record::same_worth) {
        return judged; // worth as much (a card of the same rank, a tie broken by the rule)
    }
    item.unit = best.unit;
    item.reason = advice.summary;
    // The summary says why the expert's move, not why not the one made: compare the two by the
    // facts that ranked them.
    std::string compared;
    const auto* e_play = std::get_if<PlayFacts>(&advice.record.facts);
    const auto* p_play = std::get_if<PlayFacts>(&alternative->facts);
    const auto* e_keep = std::get_if<KeepFacts>(&advice.record.facts);
    const auto* p_keep = std::get_if<KeepFacts>(&alternative->facts);
    if (e_play && p_play) {
        compared = detail::play_comparison(*e_play, *p_play);
    } else if (e_keep && p_keep) {
        compared = detail::keep_comparison(view, *e_keep, *p_keep);
    }
    if (!compared.empty()) {
        item.reason = compared;
    }
    if (item.unit == record::chance_unit) {
        // Near the end the chance ranks; a round's skill still adds up points (docs/records.md,
        // "Luck and skill"): the points the expert reckoned for each, where it did.
        if (e_keep && p_keep) {
            item.points_cost = std::max(0.0, e_keep->total - p_keep->total);
        } else if (e_play && p_play && e_play->net && p_play->net) {
            item.points_cost = std::max(0.0, *e_play->net - *p_play->net);
        }
    }
    const double scale = item.unit == record::chance_unit ? 100 : 1;
    const record::Noise noise{item.cost, advice.record.certainty.spread * scale,
                              advice.record.certainty.exact, within_noise(alternative->facts)};
    // Another sampling of the opponent's hands, as the expert with another seed would draw.
    item.close_call = record::is_close_call(noise, [&](std::uint64_t k) {
        const Record again = advise(view, cards::derive_seed(seed, k)).record;
        const auto other = find_alternative(again, played);
        return again.action == played ||
               (other != again.alternatives.end() && within_noise(other->facts));
    });
    judged.item = item;
    return judged;
}

double win_chance(const GameState& state, Seat seat, double shift) {
    const WinModel& model = WinModel::instance(state.target);
    // The model is of whole points: a shift between two is weighed between their chances.
    const double score = state.players[index(seat)].score + shift;
    const double low = std::floor(score);
    const auto at = [&](double points) {
        std::array<int, 2> scores{state.players[0].score, state.players[1].score};
        scores[index(seat)] = static_cast<int>(std::clamp(points, 0.0, double(state.target)));
        return model.chance_to_win(seat, state.dealer, scores);
    };
    return 100 * (at(low) + (score - low) * (at(low + 1) - at(low)));
}

record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error) {
    const auto round_of = [](const GameState& state) { return state.deal_number; };
    record::Outlook<GameState> outlook;
    outlook.standing = [seat](const GameState& state) {
        return double(state.players[index(seat)].score - state.players[index(other(seat))].score);
    };
    outlook.win_chance = [seat](const GameState& state, double shift) {
        return win_chance(state, seat, shift);
    };
    return record::review_game<GameState>("deal", game, seat, file, seed, round_of, outlook, error);
}

} // namespace parlor::cribbage
