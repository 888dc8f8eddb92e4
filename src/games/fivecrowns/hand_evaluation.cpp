#include "hand_evaluation.hpp"

#include "parlor/games/fivecrowns/melds.hpp"

#include <algorithm>
#include <cstdlib>

namespace parlor::fivecrowns::detail {

// ---- SmallHand ----

namespace {

bool by_index(Card a, Card b) {
    return a.index() < b.index();
}

} // namespace

SmallHand::SmallHand(std::span<const Card> cards) {
    for (const Card card : cards) {
        if (size_ == capacity) {
            break;
        }
        cards_[static_cast<std::size_t>(size_++)] = card;
    }
    std::sort(cards_.begin(), cards_.begin() + size_, by_index);
}

SmallHand SmallHand::plus(Card card) const {
    SmallHand out = *this;
    if (out.size_ == capacity) {
        return out;
    }
    int i = out.size_++;
    while (i > 0 && by_index(card, out.cards_[static_cast<std::size_t>(i - 1)])) {
        out.cards_[static_cast<std::size_t>(i)] = out.cards_[static_cast<std::size_t>(i - 1)];
        --i;
    }
    out.cards_[static_cast<std::size_t>(i)] = card;
    return out;
}

SmallHand SmallHand::minus(Card card) const {
    SmallHand out = *this;
    for (int i = 0; i < out.size_; ++i) {
        if (out.cards_[static_cast<std::size_t>(i)] == card) {
            std::copy(out.cards_.begin() + i + 1, out.cards_.begin() + out.size_,
                      out.cards_.begin() + i);
            --out.size_;
            break;
        }
    }
    return out;
}

bool SmallHand::contains(Card card) const {
    return std::find(cards_.begin(), cards_.begin() + size_, card) != cards_.begin() + size_;
}

std::array<std::uint64_t, 2> SmallHand::key() const {
    // Seven bits per card (index + 1, so an empty slot reads 0), at most 16 cards.
    std::array<std::uint64_t, 2> key{};
    for (int i = 0; i < size_; ++i) {
        const auto code =
            static_cast<std::uint64_t>(cards_[static_cast<std::size_t>(i)].index() + 1);
        const int word = i < 8 ? 0 : 1;
        key[static_cast<std::size_t>(word)] |= code << ((i % 8) * 7);
    }
    return key;
}

// ---- HandEvaluator ----

int PointsCache::points(const SmallHand& hand, int wild_rank) {
    if (wild_rank != wild_rank_ || known_.size() >= max_entries) {
        known_.clear();
        wild_rank_ = wild_rank;
    }
    const auto key = hand.key();
    if (const auto it = known_.find(key); it != known_.end()) {
        return it->second;
    }
    const int value = best_points(hand.cards(), wild_rank);
    known_.emplace(key, value);
    return value;
}

HandEvaluator::HandEvaluator(int wild_rank, const CardCounts& unseen, PointsCache* cache)
    : wild_rank_(wild_rank), unseen_(unseen), cache_(cache != nullptr ? cache : &own_cache_) {
    for (int i = 0; i < cards::card_index_count; ++i) {
        if (unseen_.count[static_cast<std::size_t>(i)] > 0) {
            unseen_kinds_.emplace_back(Card::from_index(i),
                                       unseen_.count[static_cast<std::size_t>(i)]);
        }
    }
}

int HandEvaluator::fewest_after_discard(const SmallHand& hand, const Card* keep) {
    // Leaving out card d can save at most its own points: points(hand - d) >= points(hand) -
    // points(d). Trying the cards from the most valuable down, the search stops as soon as that
    // bound cannot beat the best found.
    std::array<Card, SmallHand::capacity> order{};
    int n = 0;
    for (int i = 0; i < hand.size(); ++i) {
        const Card card = hand[i];
        if ((keep != nullptr && card == *keep) || (i > 0 && hand[i - 1] == card)) {
            continue;
        }
        order[static_cast<std::size_t>(n++)] = card;
    }
    std::stable_sort(order.begin(), order.begin() + n, [this](Card a, Card b) {
        return fivecrowns::points(a, wild_rank_) > fivecrowns::points(b, wild_rank_);
    });
    const int whole = points(hand);
    int best = 1 << 20;
    for (int i = 0; i < n && best > 0; ++i) {
        const Card card = order[static_cast<std::size_t>(i)];
        if (whole - fivecrowns::points(card, wild_rank_) >= best) {
            break;
        }
        best = std::min(best, points(hand.minus(card)));
    }
    return best;
}

bool HandEvaluator::may_connect(const SmallHand& hand, Card drawn) const {
    if (is_wild(drawn, wild_rank_)) {
        return true;
    }
    int wilds = 0;
    for (const Card card : hand.cards()) {
        wilds += is_wild(card, wild_rank_) ? 1 : 0;
    }
    if (wilds >= 2) {
        return true; // the drawn card and two wilds are a book
    }
    const int reach = 1 + std::min(wilds, 2);
    for (const Card card : hand.cards()) {
        if (is_wild(card, wild_rank_)) {
            continue;
        }
        if (card.rank == drawn.rank) {
            return true;
        }
        if (card.suit == drawn.suit && std::abs(card.rank - drawn.rank) <= reach) {
            return true;
        }
    }
    return false;
}

int HandEvaluator::after_draw(const SmallHand& hand, Card drawn, const Lookahead& ahead) {
    if (may_connect(hand, drawn)) {
        // Discarding the drawn card again leaves `now`; the search tries the others.
        return std::min(ahead.now, fewest_after_discard(hand.plus(drawn), &drawn));
    }
    // A card that connects with nothing stays loose: keeping it means discarding the best
    // other card instead.
    return std::min(ahead.now, fivecrowns::points(drawn, wild_rank_) + ahead.without_one);
}

const HandEvaluator::Lookahead& HandEvaluator::lookahead(const SmallHand& hand) {
    const auto key = hand.key();
    if (const auto it = lookahead_cache_.find(key); it != lookahead_cache_.end()) {
        return it->second;
    }
    Lookahead result;
    result.now = points(hand);
    result.expected = result.now;
    if (unseen_.total > 0) {
        result.without_one = hand.size() > 0 ? fewest_after_discard(hand) : 0;
        double sum = 0;
        int out_count = 0;
        for (const auto& [card, count] : unseen_kinds_) {
            const int after = after_draw(hand, card, result);
            sum += static_cast<double>(after) * count;
            out_count += after == 0 ? count : 0;
        }
        result.expected = sum / unseen_.total;
        result.out_chance = static_cast<double>(out_count) / unseen_.total;
    }
    return lookahead_cache_.emplace(key, result).first->second;
}

double HandEvaluator::expected_without(const SmallHand& hand, Card gone) {
    const Lookahead ahead = lookahead(hand); // a copy: after_draw may grow the cache
    const int total = unseen_.total;
    if (total < 2) {
        return ahead.now;
    }
    // The mean over the unseen cards, with one copy of `gone` taken out of the sum.
    const double sum = ahead.expected * total - after_draw(hand, gone, ahead);
    return sum / (total - 1);
}

double HandEvaluator::expected_after_two_draws(const SmallHand& hand, int candidates) {
    if (unseen_.total < 2) {
        return expected_after_draw(hand);
    }
    double sum = 0;
    std::vector<std::pair<int, Card>> discards; // points now, card
    for (const auto& [first, count] : unseen_kinds_) {
        const SmallHand drawn = hand.plus(first);
        discards.clear();
        for (int i = 0; i < drawn.size(); ++i) {
            const Card card = drawn[i];
            if ((i > 0 && drawn[i - 1] == card) || card == first) {
                continue;
            }
            discards.emplace_back(points(drawn.minus(card)), card);
        }
        std::sort(discards.begin(), discards.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first < b.first : a.second.index() < b.second.index();
        });
        if (candidates > 0 && static_cast<int>(discards.size()) > candidates) {
            discards.resize(static_cast<std::size_t>(candidates));
        }
        // Throwing the drawn card back keeps the hand as it is.
        double best = expected_without(hand, first);
        for (const auto& [now, card] : discards) {
            best = std::min(best, now == 0 ? 0.0 : expected_without(drawn.minus(card), first));
        }
        sum += best * count;
    }
    return sum / unseen_.total;
}

double HandEvaluator::expected_after_draw(const SmallHand& hand) {
    return lookahead(hand).expected;
}

double HandEvaluator::chance_to_go_out(const SmallHand& hand) {
    return lookahead(hand).out_chance;
}

} // namespace parlor::fivecrowns::detail
