// Weighing the hands the opponent may hold: the keep it made, the cards it laid and the go's it
// said, then a sample of them when there are too many.

#include "opponent_hands.hpp"

#include "combinations.hpp"
#include "keep_model.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "play_reading.hpp"

#include <algorithm>
#include <optional>

namespace parlor::cribbage::detail {

namespace {

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
        current.weight = weight * choose(available[static_cast<std::size_t>(rank)], n);
        enumerate_patterns(available, rank + 1, left - n, current, out);
    }
    current.cards_of[static_cast<std::size_t>(rank)] = 0;
    current.weight = weight;
}

// What the opponent kept, for the cards it may have been dealt (the deck less this seat's six
// and the starter): memoised for the last two deals looked at, one per seat in self-play.
const KeptHands& kept_hands(const SeatView& view) {
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
    thread_local std::array<std::optional<KeptHands>, 2> memo;
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
    const KeptHands& kept = kept_hands(view);
    const auto& laid = view.played[static_cast<std::size_t>(index(other(view.seat)))];
    for (RankPattern& pattern : patterns) {
        FourRanks four{};
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
    const auto moves = opponent_moves(view);
    if (moves.empty()) {
        return;
    }
    // What the opponent cannot see apart from this seat's hand: the cards this seat has not seen
    // (less the opponent's own, per pattern) and this seat's crib cards.
    HiddenRanks hidden_base{};
    for (const Card card : unseen_cards(view)) {
        ++hidden_base[card.rank];
    }
    for (const Card card : view.laid_away) {
        ++hidden_base[card.rank];
    }
    std::vector<RankPattern> read;
    for (RankPattern pattern : patterns) {
        HiddenRanks hidden = hidden_base;
        for (int rank = 1; rank <= 13; ++rank) {
            hidden[static_cast<std::size_t>(rank)] -=
                pattern.cards_of[static_cast<std::size_t>(rank)];
        }
        pattern.weight *=
            likelihood_of_moves(moves, pattern.cards_of, hidden, view.hand, sharpness);
        if (pattern.weight > 0) {
            read.push_back(pattern);
        }
    }
    if (!read.empty()) { // else the view contradicts itself: keep every hand
        patterns = std::move(read);
    }
}

} // namespace

std::size_t pattern_budget(int cards_left) {
    if (cards_left >= 7) {
        return 360;
    }
    return cards_left == 6 ? 1200 : 100000;
}

PatternSampler::PatternSampler(const std::vector<RankPattern>& all, std::uint64_t seed)
    : all_(all), rng_(seed) {
    double sum = 0;
    for (const RankPattern& pattern : all_) {
        sum += pattern.weight;
        cumulative_.push_back(sum);
    }
}

RankPattern PatternSampler::draw() {
    constexpr std::uint64_t resolution = 1ULL << 40;
    const double x = static_cast<double>(rng_.below(resolution)) / resolution * cumulative_.back();
    const auto at =
        std::upper_bound(cumulative_.begin(), cumulative_.end(), x) - cumulative_.begin();
    RankPattern picked = all_[std::min<std::size_t>(static_cast<std::size_t>(at), all_.size() - 1)];
    picked.weight = 1;
    return picked;
}

// Who laid a card of the pile, from the played lists.
int owner(const SeatView& view, Card card) {
    const auto& mine = view.played[static_cast<std::size_t>(index(view.seat))];
    return std::find(mine.begin(), mine.end(), card) != mine.end() ? index(view.seat)
                                                                   : index(other(view.seat));
}

std::vector<RankPattern> every_opponent_hand(const SeatView& view) {
    // Unseen cards, less any that would have fitted when it said go.
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
    return patterns;
}

int cards_left_in_play(const SeatView& view) {
    return static_cast<int>(view.hand.size()) + std::min(view.opponent_hand_size, 4);
}

std::vector<RankPattern> opponent_hands(const SeatView& view, std::uint64_t seed) {
    std::vector<RankPattern> all = every_opponent_hand(view);
    const std::size_t budget = pattern_budget(cards_left_in_play(view));
    if (all.size() <= budget) {
        return all;
    }
    PatternSampler sampler(all, seed);
    std::vector<RankPattern> sample;
    for (std::size_t i = 0; i < budget; ++i) {
        sample.push_back(sampler.draw());
    }
    return sample;
}

} // namespace parlor::cribbage::detail
