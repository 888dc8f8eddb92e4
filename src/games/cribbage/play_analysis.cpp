// Choosing a card in the play: points now, what the opponent could answer, and a look-ahead to
// the end of the play over every hand the opponent may hold.

#include "parlor/games/cribbage/ai.hpp"

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

std::vector<PlayChoice> rank_plays(const SeatView& view, std::uint64_t seed) {
    std::vector<PlayChoice> choices;
    if (view.phase != Phase::Play || view.turn != view.seat) {
        return choices;
    }
    const int me = index(view.seat);
    const int opponent = 1 - me;
    for (const Card card : view.hand) {
        if (view.count + pip_value(card) <= max_count) {
            std::vector<Card> pile = view.pile;
            pile.push_back(card);
            choices.push_back(PlayChoice{card, pegging_points(pile), 0, 0, 0, 0});
        }
    }
    if (choices.empty()) {
        return choices;
    }

    // What the opponent may hold, each hand weighed by what it kept and how it has played.
    const std::vector<detail::RankPattern> patterns = detail::opponent_hands(view, seed);

    // What each seat still needs for 121, indexed by seat number like the play's positions.
    std::array<int, 2> to_win{};
    for (const int seat : {me, opponent}) {
        to_win[static_cast<std::size_t>(seat)] =
            winning_score - view.scores[static_cast<std::size_t>(seat)];
    }
    // Cards of one rank play alike: each choice takes the numbers of the first of its rank.
    std::vector<std::size_t> first_of_rank(choices.size());
    for (std::size_t c = 0; c < choices.size(); ++c) {
        first_of_rank[c] = c;
        for (std::size_t e = 0; e < c; ++e) {
            if (choices[e].card.rank == choices[c].card.rank) {
                first_of_rank[c] = e;
                break;
            }
        }
    }
    PlayPosition base = position_of(view);
    const bool endgame = near_the_end(view.scores) && view.starter.has_value();
    std::optional<detail::CountsToCome> counts;
    if (endgame) {
        counts.emplace(view, unseen_cards(view));
    }
    std::vector<double> win(choices.size());
    double total_weight = 0;
    std::vector<double> net(choices.size());
    std::vector<double> reply_chance(choices.size());
    std::vector<double> reply_points(choices.size());
    for (const detail::RankPattern& pattern : patterns) {
        give_hand(base, opponent, pattern);
        total_weight += pattern.weight;
        if (counts) {
            counts->opponent_holds(pattern.cards_of);
        }
        for (std::size_t c = 0; c < choices.size(); ++c) {
            if (first_of_rank[c] != c) {
                continue;
            }
            PlayPosition next = base;
            detail::Tally tally;
            lay_card(next, choices[c].card, tally);
            const int gained = tally.points[static_cast<std::size_t>(me)];
            int value = detail::win_value;
            if (gained < to_win[static_cast<std::size_t>(me)]) {
                std::array<int, 2> still = to_win;
                still[static_cast<std::size_t>(me)] -= gained;
                value = gained + detail::best_difference(next, me, still);
            }
            net[c] += pattern.weight * value;
            if (counts) {
                double chance = 1.0;
                if (gained < to_win[static_cast<std::size_t>(me)]) {
                    std::array<int, 2> made{};
                    made[static_cast<std::size_t>(me)] = gained;
                    chance = next.over ? (*counts)(gained, 0)
                                       : detail::best_win_chance(next, me, made, to_win, *counts);
                }
                win[c] += pattern.weight * chance;
            }
            if (!next.over && next.turn == opponent) {
                const int reply = detail::best_immediate(next);
                reply_points[c] += pattern.weight * reply;
                reply_chance[c] += reply > 0 ? pattern.weight : 0.0;
            }
        }
    }
    for (std::size_t c = 0; c < choices.size(); ++c) {
        const std::size_t from = first_of_rank[c];
        choices[c].net = net[from] / total_weight;
        choices[c].reply_chance = reply_chance[from] / total_weight;
        choices[c].reply_points = reply_points[from] / total_weight;
        choices[c].hands_considered = static_cast<int>(patterns.size());
        if (counts) {
            choices[c].win_chance = win[from] / total_weight;
        }
    }
    // Chances a millionth apart are one: then the points decide.
    const auto rounded = [](double x) { return std::round(x * 1e6); };
    std::stable_sort(choices.begin(), choices.end(), [&](const PlayChoice& a, const PlayChoice& b) {
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
    });
    return choices;
}

} // namespace parlor::cribbage
