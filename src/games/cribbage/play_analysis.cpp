// Choosing a card in the play: points now, what the opponent could answer, and a look-ahead to
// the end of the play over every hand the opponent may hold.

#include "parlor/games/cribbage/ai.hpp"

#include "combinations.hpp"
#include "keep_model.hpp"
#include "parlor/games/cribbage/rank_points.hpp"
#include "parlor/games/cribbage/win_model.hpp"
#include "play_reading.hpp"
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

// The opponent's hand as the number of cards of each rank (suits do not matter in the play),
// with how many real hands share that pattern.
struct RankPattern {
    std::array<int, 14> cards_of{};
    double weight = 0;
};

void enumerate_patterns(const std::array<int, 14>& available, int rank, int left,
                        RankPattern& current, std::vector<RankPattern>& out) {
    if (left == 0) {
        out.push_back(current);
        return;
    }
    if (rank > 13) {
        return;
    }
    const double weight = current.weight;
    for (int n = 0; n <= std::min(left, available[static_cast<std::size_t>(rank)]); ++n) {
        current.cards_of[static_cast<std::size_t>(rank)] = n;
        current.weight = weight * detail::choose(available[static_cast<std::size_t>(rank)], n);
        enumerate_patterns(available, rank + 1, left - n, current, out);
    }
    current.cards_of[static_cast<std::size_t>(rank)] = 0;
    current.weight = weight;
}

// What the opponent kept, for the cards it may have been dealt (the deck less this seat's six
// and the starter): memoised for the last two deals looked at, one per seat in self-play.
const detail::KeptHands& kept_hands(const SeatView& view) {
    std::array<int, 14> dealt{};
    dealt.fill(4);
    dealt[0] = 0;
    for (const auto* cards :
         {&view.hand, &view.laid_away, &view.played[static_cast<std::size_t>(index(view.seat))]}) {
        for (const Card card : *cards) {
            --dealt[card.rank];
        }
    }
    if (view.starter) {
        --dealt[view.starter->rank];
    }
    thread_local std::array<std::optional<detail::KeptHands>, 2> memo;
    thread_local std::size_t older = 0;
    for (const auto& kept : memo) {
        if (kept && kept->dealt() == dealt) {
            return *kept;
        }
    }
    auto& slot = memo[older];
    older = 1 - older;
    slot.emplace(dealt);
    return *slot;
}

// Weighs each hand the opponent may hold by the chance that it kept it with the cards it has
// laid this deal: a hand of cards that score together is likelier than one that does not. A
// small floor spread over every four ranks keeps a player who keeps otherwise in the reckoning.
void weigh_by_keep(const SeatView& view, std::vector<RankPattern>& patterns) {
    constexpr double even_share = 0.05 / 1820; // 1,820 sets of four ranks
    const detail::KeptHands& kept = kept_hands(view);
    const auto& laid = view.played[static_cast<std::size_t>(index(other(view.seat)))];
    for (RankPattern& pattern : patterns) {
        detail::FourRanks four{};
        std::size_t n = 0;
        for (const Card card : laid) {
            if (n < 4) {
                four[n++] = card.rank;
            }
        }
        for (int rank = 1; rank <= 13; ++rank) {
            for (int i = 0; i < pattern.cards_of[static_cast<std::size_t>(rank)] && n < 4; ++i) {
                four[n++] = rank;
            }
        }
        if (n == 4) { // else not a deal of four each: the count of real hands stands
            pattern.weight = 0.95 * kept.chance(four) + even_share;
        }
    }
}

// Who laid a card of the pile, from the played lists.
int owner(const SeatView& view, Card card) {
    const auto& mine = view.played[static_cast<std::size_t>(index(view.seat))];
    return std::find(mine.begin(), mine.end(), card) != mine.end() ? index(view.seat)
                                                                   : index(other(view.seat));
}

// The opponent said go in this count right after the first card this seat laid following the
// opponent's last card on the pile: it holds nothing that fitted then.
int count_at_opponent_go(const SeatView& view) {
    const int opponent = index(other(view.seat));
    std::size_t first_after = 0;
    for (std::size_t i = 0; i < view.pile.size(); ++i) {
        if (owner(view, view.pile[i]) == opponent) {
            first_after = i + 1;
        }
    }
    const std::size_t upto = std::min(first_after + 1, view.pile.size());
    return count_of(std::span<const Card>(view.pile.data(), upto));
}

// Weighs each hand the opponent may hold by how likely it was to play as it did this deal
// (play_reading.hpp): a hand that would have said go where it played, or played where it said
// go, is dropped; one that passed up points is less likely. Nothing changes before its first card.
void read_the_opponent(const SeatView& view, std::vector<RankPattern>& patterns) {
    // How sharply a player is taken to prefer the card worth more by what it can see: one point
    // less makes a card e (2.7) times less likely.
    constexpr double sharpness = 1.0;
    const auto moves = detail::opponent_moves(view);
    if (moves.empty()) {
        return;
    }
    // What the opponent cannot see apart from this seat's hand: the cards this seat has not seen
    // (less the opponent's own, per pattern) and this seat's crib cards.
    detail::HiddenRanks hidden_base{};
    for (const Card card : unseen_cards(view)) {
        ++hidden_base[card.rank];
    }
    for (const Card card : view.laid_away) {
        ++hidden_base[card.rank];
    }
    std::vector<RankPattern> read;
    for (RankPattern pattern : patterns) {
        detail::HiddenRanks hidden = hidden_base;
        for (int rank = 1; rank <= 13; ++rank) {
            hidden[static_cast<std::size_t>(rank)] -=
                pattern.cards_of[static_cast<std::size_t>(rank)];
        }
        pattern.weight *=
            detail::likelihood_of_moves(moves, pattern.cards_of, hidden, view.hand, sharpness);
        if (pattern.weight > 0) {
            read.push_back(pattern);
        }
    }
    if (!read.empty()) { // else the view contradicts itself: keep every hand
        patterns = std::move(read);
    }
}

// Fewer patterns are looked at when many cards remain: the look-ahead grows with them.
std::size_t pattern_budget(int cards_left) {
    if (cards_left >= 7) {
        return 360;
    }
    return cards_left == 6 ? 1200 : 100000;
}

std::vector<RankPattern> sample_patterns(std::vector<RankPattern> all, std::size_t budget,
                                         std::uint64_t seed) {
    if (all.size() <= budget) {
        return all;
    }
    std::vector<double> cumulative;
    double sum = 0;
    for (const RankPattern& pattern : all) {
        sum += pattern.weight;
        cumulative.push_back(sum);
    }
    Rng rng(seed);
    std::vector<RankPattern> sample;
    constexpr std::uint64_t resolution = 1ULL << 40;
    for (std::size_t i = 0; i < budget; ++i) {
        const double x =
            static_cast<double>(rng.below(resolution)) / resolution * cumulative.back();
        const auto at =
            std::upper_bound(cumulative.begin(), cumulative.end(), x) - cumulative.begin();
        RankPattern picked =
            all[std::min<std::size_t>(static_cast<std::size_t>(at), all.size() - 1)];
        picked.weight = 1;
        sample.push_back(picked);
    }
    return sample;
}

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
    p.last = view.pile.empty() ? -1 : owner(view, view.pile.back());
    p.go = view.go ? index(*view.go) : -1;
    p.turn = index(view.seat);
    return p;
}

void give_hand(PlayPosition& p, int seat, const RankPattern& pattern) {
    const auto s = static_cast<std::size_t>(seat);
    int n = 0;
    for (int rank = 1; rank <= 13; ++rank) {
        for (int i = 0; i < pattern.cards_of[static_cast<std::size_t>(rank)]; ++i) {
            p.hands[s][static_cast<std::size_t>(n++)] = Card::of(rank, static_cast<Suit>(i));
        }
    }
    p.hand_size[s] = n;
}

// Near the end of the game, what the end of the play leaves: the counts to come, the pone's hand
// first, then the dealer's hand and crib. This seat's hand is known, the opponent's comes from
// the hand pattern looked at (ranks only: its flush and his nobs are left out), the crib is a
// distribution over the opponent's two cards. Memoised by the points each side made in the play.
class CountsToCome {
  public:
    CountsToCome(const SeatView& view, const std::vector<Card>& unseen)
        : model_(WinModel::instance()), i_deal_(view.my_crib()),
          starter_rank_(view.starter ? view.starter->rank : 1),
          my_score_(view.scores[static_cast<std::size_t>(index(view.seat))]),
          their_score_(view.scores[static_cast<std::size_t>(index(other(view.seat)))]),
          their_played_(view.played[static_cast<std::size_t>(index(other(view.seat)))]) {
        std::vector<Card> mine = view.hand;
        for (const Card card : view.played[static_cast<std::size_t>(index(view.seat))]) {
            mine.push_back(card);
        }
        my_show_ = view.starter ? hand_value(mine, *view.starter, false).total : 0;
        crib_ =
            crib_distribution(view.laid_away, unseen, opponent_lay_aways(!i_deal_), view.starter);
    }

    // A new hand pattern for the opponent: its show, and a fresh memo.
    void opponent_holds(const std::array<int, 14>& cards_of) {
        std::array<int, 5> ranks{};
        std::size_t n = 0;
        for (const Card card : their_played_) {
            if (n < 4) {
                ranks[n++] = card.rank - 1;
            }
        }
        for (int rank = 1; rank <= 13; ++rank) {
            for (int i = 0; i < cards_of[static_cast<std::size_t>(rank)] && n < 4; ++i) {
                ranks[n++] = rank - 1;
            }
        }
        their_show_ = n == 4 ? RankTable::instance().points(ranks[0], ranks[1], ranks[2], ranks[3],
                                                            starter_rank_ - 1)
                             : 0;
        memo_.fill(-1.0);
    }

    double operator()(int mine, int theirs) {
        const bool small = mine < memo_side && theirs < memo_side;
        double& slot = memo_[static_cast<std::size_t>(small ? mine * memo_side + theirs : 0)];
        if (small && slot >= 0) {
            return slot;
        }
        const int me = my_score_ + mine;
        const int them = their_score_ + theirs;
        const double chance = i_deal_ ? 1.0 - pone_after_play(them, their_show_, me, my_show_)
                                      : pone_after_play(me, my_show_, them, their_show_);
        if (small) {
            slot = chance;
        }
        return chance;
    }

    int my_show() const { return my_show_; }

  private:
    // The pone counts `pone_show` from `pone`, then the dealer its hand and the crib.
    double pone_after_play(int pone, int pone_show, int dealer, int dealer_hand) const {
        if (pone >= winning_score) {
            return 1.0;
        }
        if (dealer >= winning_score) {
            return 0.0;
        }
        const int counted = pone + pone_show;
        if (counted >= winning_score) {
            return 1.0;
        }
        double chance = 0;
        for (std::size_t c = 0; c < crib_.size(); ++c) {
            const int reached = dealer + dealer_hand + static_cast<int>(c);
            chance += crib_[c] *
                      (reached >= winning_score ? 0.0 : 1.0 - model_.pone_wins(reached, counted));
        }
        return chance;
    }

    static constexpr int memo_side = 48;
    const WinModel& model_;
    bool i_deal_;
    int starter_rank_;
    int my_score_;
    int their_score_;
    std::vector<Card> their_played_;
    int my_show_ = 0;
    int their_show_ = 0;
    std::vector<double> crib_;
    std::array<double, memo_side * memo_side> memo_{};
};

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

    // What the opponent may hold: unseen cards, less any that would have fitted when it said go.
    std::array<int, 14> available{};
    const int fitted_at_go =
        view.go == other(view.seat) ? max_count - count_at_opponent_go(view) : 99;
    for (const Card card : unseen_cards(view)) {
        if (pip_value(card) > fitted_at_go) {
            continue;
        }
        ++available[card.rank];
    }
    const int held = std::min(view.opponent_hand_size, 4);
    std::vector<RankPattern> patterns;
    RankPattern start;
    start.weight = 1;
    enumerate_patterns(available, 1, held, start, patterns);
    // What the opponent kept: four cards that score together.
    weigh_by_keep(view, patterns);
    // What the opponent's earlier cards and go's of this deal say about what it holds.
    read_the_opponent(view, patterns);
    if (patterns.empty()) {
        // The view contradicts itself (fewer unseen cards than the opponent holds): look ahead
        // as if the opponent held nothing.
        patterns.push_back(start);
    }
    const int cards_left = static_cast<int>(view.hand.size()) + held;
    patterns = sample_patterns(std::move(patterns), pattern_budget(cards_left), seed);

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
    std::optional<CountsToCome> counts;
    if (endgame) {
        counts.emplace(view, unseen_cards(view));
    }
    std::vector<double> win(choices.size());
    double total_weight = 0;
    std::vector<double> net(choices.size());
    std::vector<double> reply_chance(choices.size());
    std::vector<double> reply_points(choices.size());
    for (const RankPattern& pattern : patterns) {
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
