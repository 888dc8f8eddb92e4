// The review: the help's advice at each of the seat's decisions, against what the seat did.

#include "parlor/games/cribbage/review.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cribbage/ai.hpp"

#include <algorithm>

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

// A sampled ranking is checked against more samplings before a move is called a mistake: the
// expert itself plays from one sampling, drawn from its own seed, so a move it makes at some
// seeds (a close call at those, broken by the tie rule) is within its noise. Only a cost within
// `recheck_spreads` standard errors of the lead can change with the sampling; 16 samplings miss a
// move the expert makes at one seed in four about once in a hundred.
constexpr std::uint64_t more_samplings = 16;
// Costs of nothing (another card of the same rank) and costs that would show as 0.0:
// record::same_worth and record::least_shown_cost.
constexpr double recheck_spreads = 6;
// A sampled cost within three standard errors of the lead is within the sampling's reach (the
// expert calls a lead clear beyond two): a close call, never a mistake.
constexpr double mistake_spreads = 3;

// True when the ranking was sampled (not counted exactly), the cost is within the reach of the
// sampling, and another sampling of the opponent's hands, as the expert with another seed would
// draw, ranks `played` first or within its noise.
bool chosen_by_another_sample(const SeatView& view, const Action& played, const Record& first,
                              double cost, bool in_chance, std::uint64_t seed) {
    const double spread = first.certainty.spread * (in_chance ? 100 : 1);
    if (first.certainty.exact || cost > recheck_spreads * spread) {
        return false; // every hand was counted, or no sampling moves a lead that large
    }
    if (cost <= mistake_spreads * spread) {
        return true;
    }
    for (std::uint64_t k = 1; k <= more_samplings; ++k) {
        const Record again = advise(view, cards::derive_seed(seed, k)).record;
        if (again.action == played) {
            return true;
        }
        const auto alternative = find_alternative(again, played);
        if (alternative != again.alternatives.end() && within_noise(alternative->facts)) {
            return true;
        }
    }
    return false;
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
    item.cost = best.value - chosen.value;
    if (item.cost <= record::same_worth) {
        return judged; // worth as much (a card of the same rank, a tie broken by the rule)
    }
    item.unit = best.unit;
    item.reason = advice.summary;
    // Within the noise, or less than a tenth of the unit shows: not a mistake.
    item.close_call = within_noise(alternative->facts) || item.cost < record::least_shown_cost ||
                      chosen_by_another_sample(view, played, advice.record, item.cost,
                                               item.unit == record::chance_unit, seed);
    judged.item = item;
    return judged;
}

record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error) {
    return record::review_replayed<GameState>(game, seat, file, seed, error, "deal",
                                              [](const GameState& s) { return s.deal_number; });
}

} // namespace parlor::cribbage
