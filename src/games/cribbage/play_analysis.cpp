// Choosing a card in the play: points now, what the opponent could answer, and a look-ahead to
// the end of the play over every hand the opponent may hold.

#include "parlor/games/cribbage/ai.hpp"

#include "parlor/cards/paired_samples.hpp"

#include "counts_to_come.hpp"
#include "opponent_hands.hpp"
#include "play_search.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace parlor::cribbage {

std::vector<Card> unseen_cards(const SeatView& view) {
    unsigned long long seen = 0;
    auto mark = [&seen](const std::vector<Card>& cards) {
        for (const Card card : cards) {
            seen |= card_bit(card);
        }
    };
    mark(view.hand);
    mark(view.laid_away);
    mark(view.played[0]);
    mark(view.played[1]);
    if (view.starter) {
        seen |= card_bit(*view.starter);
    }
    std::vector<Card> unseen;
    for (const Card card : full_deck()) {
        if (!(seen & card_bit(card))) {
            unseen.push_back(card);
        }
    }
    return unseen;
}

namespace {

PlayPosition position_of(const SeatView& view) {
    PlayPosition p;
    const auto me = static_cast<std::size_t>(index(view.seat));
    const std::size_t held = std::min<std::size_t>(view.hand.size(), 4);
    std::copy_n(view.hand.begin(), held, p.hands[me].begin());
    p.hand_size[me] = static_cast<int>(held);
    const std::size_t piled = std::min<std::size_t>(view.pile.size(), p.pile.size());
    std::copy_n(view.pile.begin(), piled, p.pile.begin());
    p.pile_size = static_cast<int>(piled);
    p.count = view.count;
    p.last = view.pile.empty() ? -1 : detail::owner(view, view.pile.back());
    p.go = view.go ? index(*view.go) : -1;
    p.turn = index(view.seat);
    return p;
}

void give_hand(PlayPosition& p, int seat, const detail::RankPattern& pattern) {
    const auto s = static_cast<std::size_t>(seat);
    int n = 0;
    for (int rank = 1; rank <= 13; ++rank) {
        for (int i = 0; i < pattern.cards_of[static_cast<std::size_t>(rank)]; ++i) {
            p.hands[s][static_cast<std::size_t>(n++)] = Card::of(rank, static_cast<Suit>(i));
        }
    }
    p.hand_size[s] = n;
}

} // namespace

namespace {

// How many standard errors of the paired differences make a card's lead clear.
constexpr double clear_z = 2.0;

// Everything the look-ahead adds up over the opponent's hands, per choice (the first of each
// rank: cards of one rank play alike).
struct Sums {
    std::vector<double> net, win, reply_chance, reply_points;
    double weight = 0;
    explicit Sums(std::size_t n) : net(n), win(n), reply_chance(n), reply_points(n) {}
};

class Lookahead {
  public:
    Lookahead(const SeatView& view, const std::vector<PlayChoice>& choices)
        : choices_(choices), me_(index(view.seat)), opponent_(1 - me_), base_(position_of(view)) {
        for (const int seat : {me_, opponent_}) {
            to_win_[static_cast<std::size_t>(seat)] =
                view.target - view.scores[static_cast<std::size_t>(seat)];
        }
        for (std::size_t c = 0; c < choices.size(); ++c) {
            bool first = true;
            for (std::size_t e = 0; e < c; ++e) {
                first = first && choices[e].card.rank != choices[c].card.rank;
            }
            if (first) {
                distinct_.push_back(c);
            }
        }
        if (near_the_end(view.scores, view.target) && view.starter.has_value()) {
            counts_.emplace(view, unseen_cards(view));
        }
    }

    // The first choice of each rank.
    const std::vector<std::size_t>& distinct() const { return distinct_; }
    bool endgame() const { return counts_.has_value(); }

    // Adds one opponent hand to `sums`; `key` (per distinct choice) gets what ranks the cards on
    // this hand alone: the chance to win near the end (the points after it), else the net.
    void add(const detail::RankPattern& pattern, Sums& sums, std::vector<double>* key) {
        give_hand(base_, opponent_, pattern);
        sums.weight += pattern.weight;
        if (counts_) {
            counts_->opponent_holds(pattern.cards_of);
        }
        const auto me = static_cast<std::size_t>(me_);
        for (std::size_t d = 0; d < distinct_.size(); ++d) {
            const std::size_t c = distinct_[d];
            PlayPosition next = base_;
            detail::Tally tally;
            lay_card(next, choices_[c].card, tally);
            const int gained = tally.points[me];
            int value = detail::win_value;
            if (gained < to_win_[me]) {
                std::array<int, 2> still = to_win_;
                still[me] -= gained;
                value = gained + detail::best_difference(next, me_, still);
            }
            sums.net[c] += pattern.weight * value;
            double chance = 0;
            if (counts_) {
                chance = 1.0;
                if (gained < to_win_[me]) {
                    std::array<int, 2> made{};
                    made[me] = gained;
                    chance = next.over
                                 ? (*counts_)(gained, 0)
                                 : detail::best_win_chance(next, me_, made, to_win_, *counts_);
                }
                sums.win[c] += pattern.weight * chance;
            }
            if (!next.over && next.turn == opponent_) {
                const int reply = detail::best_immediate(next);
                sums.reply_points[c] += pattern.weight * reply;
                sums.reply_chance[c] += reply > 0 ? pattern.weight : 0.0;
            }
            if (key) {
                key[d].push_back(counts_ ? chance + 1e-6 * value : value);
            }
        }
    }

  private:
    const std::vector<PlayChoice>& choices_;
    int me_;
    int opponent_;
    PlayPosition base_;
    std::array<int, 2> to_win_{};
    std::vector<std::size_t> distinct_;
    std::optional<detail::CountsToCome> counts_;
};

// The ranking's order: the chance to win (a millionth apart is equal), the net, the points now,
// the opponent's reply.
bool ranks_before(const PlayChoice& a, const PlayChoice& b) {
    const auto rounded = [](double x) { return std::round(x * 1e6); };
    if (rounded(a.win_chance) != rounded(b.win_chance)) {
        return a.win_chance > b.win_chance;
    }
    if (a.net != b.net) {
        return a.net > b.net;
    }
    if (a.points_now != b.points_now) {
        return a.points_now > b.points_now;
    }
    return a.reply_points < b.reply_points;
}

// play_tie_rule: more points now, then the lower card.
bool tie_rule_before(const PlayChoice& a, const PlayChoice& b) {
    if (a.points_now != b.points_now) {
        return a.points_now > b.points_now;
    }
    return a.card.rank < b.card.rank;
}

} // namespace

PlayRanking weigh_plays(const SeatView& view, std::uint64_t seed) {
    PlayRanking ranking;
    std::vector<PlayChoice>& choices = ranking.choices;
    if (view.phase != Phase::Play || view.turn != view.seat) {
        return ranking;
    }
    for (const Card card : view.hand) {
        if (view.count + pip_value(card) <= max_count) {
            std::vector<Card> pile = view.pile;
            pile.push_back(card);
            choices.push_back(PlayChoice{card, pegging_points(pile), 0, 0, 0, 0});
        }
    }
    if (choices.empty()) {
        return ranking;
    }
    // What the opponent may hold, each hand weighed by what it kept and how it has played.
    const std::vector<detail::RankPattern> all = detail::every_opponent_hand(view);
    const std::size_t budget = detail::pattern_budget(detail::cards_left_in_play(view));
    Lookahead lookahead(view, choices);
    const std::vector<std::size_t>& distinct = lookahead.distinct();
    Sums sums(choices.size());
    int looked_at = 0;
    cards::PairedComparison comparison;
    ranking.certainty.exact = all.size() <= budget || distinct.size() < 2;
    if (ranking.certainty.exact) {
        for (const detail::RankPattern& pattern : all) {
            lookahead.add(pattern, sums, nullptr);
        }
        looked_at = static_cast<int>(all.size());
    } else {
        // Too many hands to look at each: the same hands drawn for every card, half the budget
        // at a time, until the best card's lead is clear or the budget is spent.
        detail::PatternSampler sampler(all, seed);
        std::vector<std::vector<double>> key(distinct.size());
        const std::size_t batch = budget / 2;
        do {
            for (std::size_t i = 0; i < batch; ++i) {
                lookahead.add(sampler.draw(), sums, key.data());
            }
            looked_at += static_cast<int>(batch);
            comparison = cards::compare_paired(key, clear_z);
        } while (!comparison.clear && static_cast<std::size_t>(looked_at) < budget);
        ranking.certainty.samples = looked_at;
        ranking.certainty.lead = comparison.lead;
        ranking.certainty.spread = comparison.spread;
    }
    for (std::size_t c = 0; c < choices.size(); ++c) {
        std::size_t from = c;
        for (const std::size_t d : distinct) {
            if (choices[d].card.rank == choices[c].card.rank) {
                from = d;
                break;
            }
        }
        choices[c].net = sums.net[from] / sums.weight;
        choices[c].reply_chance = sums.reply_chance[from] / sums.weight;
        choices[c].reply_points = sums.reply_points[from] / sums.weight;
        choices[c].hands_considered = looked_at;
        if (lookahead.endgame()) {
            choices[c].win_chance = sums.win[from] / sums.weight;
        }
    }
    std::optional<Card> tie_choice;
    if (!ranking.certainty.exact && !comparison.clear) {
        ranking.certainty.close_call = true;
        ranking.certainty.tie_rule = play_tie_rule;
        const PlayChoice* chosen = nullptr;
        for (const std::size_t d : comparison.within_noise) {
            if (chosen == nullptr || tie_rule_before(choices[distinct[d]], *chosen)) {
                chosen = &choices[distinct[d]];
            }
        }
        tie_choice = chosen->card;
        for (const std::size_t d : comparison.within_noise) {
            for (PlayChoice& c : choices) {
                if (c.card.rank == choices[distinct[d]].card.rank) {
                    c.within_noise = c.card.rank != tie_choice->rank;
                }
            }
        }
    }
    std::stable_sort(choices.begin(), choices.end(), [&](const PlayChoice& a, const PlayChoice& b) {
        if (tie_choice && (a.card == *tie_choice) != (b.card == *tie_choice)) {
            return a.card == *tie_choice;
        }
        return ranks_before(a, b);
    });
    if (ranking.certainty.exact) {
        const auto next = std::find_if(choices.begin(), choices.end(), [&](const PlayChoice& c) {
            return c.card.rank != choices.front().card.rank;
        });
        if (next != choices.end()) {
            ranking.certainty.lead = lookahead.endgame()
                                         ? choices.front().win_chance - next->win_chance
                                         : choices.front().net - next->net;
        }
    }
    return ranking;
}

std::vector<PlayChoice> rank_plays(const SeatView& view, std::uint64_t seed) {
    return weigh_plays(view, seed).choices;
}

} // namespace parlor::cribbage
