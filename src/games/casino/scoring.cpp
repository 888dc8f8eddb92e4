// The round's points, category by category.

#include "parlor/games/casino/scoring.hpp"

namespace parlor::casino {

Tally tally(const std::vector<Card>& pile) {
    Tally t;
    for (const Card card : pile) {
        ++t.cards;
        t.spades += card.suit == Suit::Spades ? 1 : 0;
        t.aces += card.rank == cards::ace ? 1 : 0;
        t.big_casino += is_big_casino(card) ? 1 : 0;
        t.little_casino += is_little_casino(card) ? 1 : 0;
    }
    return t;
}

RoundScore score_round(const std::vector<Card>& human_pile,
                       const std::vector<Card>& computer_pile) {
    RoundScore score;
    score.players[0].tally = tally(human_pile);
    score.players[1].tally = tally(computer_pile);
    for (std::size_t i = 0; i < 2; ++i) {
        PlayerScore& me = score.players[i];
        const Tally& them = score.players[1 - i].tally;
        // A tie for the most cards or spades gives nobody the points.
        me.most_cards = me.tally.cards > them.cards ? most_cards_points : 0;
        me.most_spades = me.tally.spades > them.spades ? most_spades_points : 0;
        me.big_casino = me.tally.big_casino * big_casino_points;
        me.little_casino = me.tally.little_casino * little_casino_points;
        me.aces = me.tally.aces;
    }
    for (PlayerScore& me : score.players) {
        me.total = me.most_cards + me.most_spades + me.big_casino + me.little_casino + me.aces;
    }
    return score;
}

} // namespace parlor::casino
