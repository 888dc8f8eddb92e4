// What a choice of four is worth in the play: the expected points for minus points against
// when the four are played out against hands the opponent may hold, both sides playing the card
// that scores most now less the best answer it leaves (a quick player, so that every choice can
// be played out a few hundred times; the same hands for every choice keep the comparison fair).

#include "parlor/games/cribbage/ai.hpp"

#include "play_search.hpp"

namespace parlor::cribbage {

namespace {

// The quick player's card: points now less the opponent's best answer straight after.
Card quick_card(const PlayPosition& p) {
    Card choice{};
    int best = -1000;
    unsigned tried = 0;
    for (const Card card : p.hand(p.turn)) {
        if (!p.fits(card) || (tried & (1U << card.rank))) {
            continue;
        }
        tried |= 1U << card.rank;
        PlayPosition next = p;
        detail::Tally tally;
        lay_card(next, card, tally);
        int value = tally.points[static_cast<std::size_t>(p.turn)];
        if (!next.over && next.turn != p.turn) {
            value -= detail::best_immediate(next);
        }
        if (value > best) {
            best = value;
            choice = card;
        }
    }
    return choice;
}

// Points for seat 0 minus points for seat 1 when the two hands are played out; `pone` leads.
int play_out(const std::array<Card, 4>& mine, const std::array<Card, 4>& theirs, int pone) {
    PlayPosition p;
    p.hands = {mine, theirs};
    p.hand_size = {4, 4};
    p.turn = pone;
    detail::Tally tally;
    while (!p.over) {
        lay_card(p, quick_card(p), tally);
    }
    return tally.points[0] - tally.points[1];
}

} // namespace

std::vector<std::vector<double>> play_samples(const std::vector<std::array<Card, 4>>& keeps,
                                              bool i_deal, std::span<const Card> pool, int hands,
                                              Rng& rng) {
    std::vector<std::vector<double>> values(keeps.size());
    if (pool.size() < 4 || hands <= 0) {
        return values;
    }
    std::vector<Card> deck(pool.begin(), pool.end());
    for (auto& v : values) {
        v.reserve(static_cast<std::size_t>(hands));
    }
    for (int h = 0; h < hands; ++h) {
        // Four of the pool, by a partial shuffle.
        for (std::size_t i = 0; i < 4; ++i) {
            std::swap(deck[i], deck[i + rng.below(deck.size() - i)]);
        }
        const std::array<Card, 4> theirs{deck[0], deck[1], deck[2], deck[3]};
        for (std::size_t k = 0; k < keeps.size(); ++k) {
            values[k].push_back(play_out(keeps[k], theirs, i_deal ? 1 : 0));
        }
    }
    return values;
}

std::vector<double> expected_play(const std::vector<std::array<Card, 4>>& keeps, bool i_deal,
                                  std::span<const Card> pool, int hands, std::uint64_t seed) {
    std::vector<double> net(keeps.size(), 0.0);
    Rng rng(seed);
    const auto values = play_samples(keeps, i_deal, pool, hands, rng);
    for (std::size_t k = 0; k < keeps.size(); ++k) {
        for (const double v : values[k]) {
            net[k] += v;
        }
        if (!values[k].empty()) {
            net[k] /= static_cast<double>(values[k].size());
        }
    }
    return net;
}

} // namespace parlor::cribbage
