// The figures of one move for the advice record: what it brings to the pile now, where the
// majorities stand after it, the build it makes; and the record of a whole ranking.

#include "parlor/games/casino/ai.hpp"

#include <algorithm>

namespace parlor::casino {

namespace {

int spades_in(const std::vector<Card>& cards) {
    return static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [](Card c) { return c.suit == Suit::Spades; }));
}

bool taken(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// The seat's builds on the table after a build move. A build made or increased to the value of
// a build the seat owns joins that build (the engine's place_part): one build, not two.
int builds_after(const SeatView& view, const Build& build) {
    int owned = 0;
    for (const TableBuild& b : view.table.builds) {
        owned += b.owner == view.seat ? 1 : 0;
    }
    return view.table.build_of(view.seat, build.value) != nullptr ? owned : owned + 1;
}

// The cards of the seat's build of the move's value after it: the new part (the increased build,
// or the loose cards, and the card played) and those of the build it joins.
int build_cards_after(const SeatView& view, const Build& build) {
    int cards = static_cast<int>(build.onto.empty() ? build.loose.size() : build.onto.size()) + 1;
    if (const TableBuild* own = view.table.build_of(view.seat, build.value)) {
        cards += static_cast<int>(own->cards().size());
    }
    return cards;
}

} // namespace

MoveFacts move_facts(const SeatView& view, const Action& action, double expected) {
    MoveFacts facts;
    facts.expected = expected;
    const auto me = static_cast<std::size_t>(index(view.seat));
    const auto them = 1 - me;
    facts.pile_cards = static_cast<int>(view.piles[me].size());
    facts.pile_spades = spades_in(view.piles[me]);
    facts.opponent_pile_cards = static_cast<int>(view.piles[them].size());
    facts.opponent_pile_spades = spades_in(view.piles[them]);
    for (const TableBuild& b : view.table.builds) {
        facts.builds_owned += b.owner == view.seat ? 1 : 0;
    }
    if (const auto* capture = std::get_if<Capture>(&action)) {
        facts.cards_taken = static_cast<int>(capture->taken.size());
        facts.cards_to_pile = facts.cards_taken + 1;
        facts.points_taken = card_points(capture->card);
        for (const Card card : capture->taken) {
            facts.points_taken += card_points(card);
        }
        facts.spades_to_pile =
            spades_in(capture->taken) + (capture->card.suit == Suit::Spades ? 1 : 0);
        const auto on_table = view.table.cards();
        facts.clears_table = std::all_of(on_table.begin(), on_table.end(),
                                         [&](Card c) { return taken(capture->taken, c); });
        for (const TableBuild& b : view.table.builds) {
            if (b.owner == view.seat && taken(capture->taken, b.parts.front().front())) {
                --facts.builds_owned;
            }
        }
        facts.pile_cards += facts.cards_to_pile;
        facts.pile_spades += facts.spades_to_pile;
    } else if (const auto* build = std::get_if<Build>(&action)) {
        facts.build_value = build->value;
        facts.build_cards = build_cards_after(view, *build);
        facts.builds_owned = builds_after(view, *build);
    }
    return facts;
}

AdviceRecord record_of(const Ranking& ranking) {
    AdviceRecord record;
    if (ranking.moves.empty()) {
        record.action = NextRound{};
        return record;
    }
    record.action = ranking.moves.front().action;
    record.facts = ranking.moves.front().facts;
    for (std::size_t i = 1; i < ranking.moves.size(); ++i) {
        record.alternatives.push_back({ranking.moves[i].action, ranking.moves[i].facts});
    }
    record.certainty = ranking.certainty;
    return record;
}

} // namespace parlor::casino
