// The advice's words against the record and the position they speak of, over self-play: every
// figure quoted is the record's, every claim about the move holds on the table, the computer
// names no card of its hand but the one it plays and says at most three lines, the alternatives
// are ranked by the same expected points that chose, the summary fits in 90 code points.

#include "common/sample_scale.hpp"
#include "common/text.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/scoring.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <tuple>

using namespace parlor::casino;
namespace pc = parlor::cards;
using parlor::test::contains;

namespace {

std::size_t code_points(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

// A smaller search than play's, so that hundreds of positions stay cheap; the words are the same.
SearchBudget test_budget() {
    SearchBudget budget;
    budget.first_samples = 4;
    budget.batch = 4;
    budget.max_samples = 12;
    budget.nodes_per_sample = 300;
    budget.exact_nodes = 20000;
    return budget;
}

// Every play position of `games` tournaments between the greedy strategy and the expert.
std::vector<GameState> self_play_positions(int games) {
    std::vector<GameState> positions;
    for (int g = 0; g < games; ++g) {
        GameState state = new_game();
        Rng rng(static_cast<std::uint64_t>(1000 + g));
        apply(state, CallCoin{Coin::Heads}, rng);
        const auto greedy = make_strategy("greedy", 1);
        while (state.phase != Phase::GameOver && state.round <= 20) {
            if (state.phase == Phase::RoundOver) {
                apply(state, NextRound{}, rng);
                continue;
            }
            positions.push_back(state);
            const SeatView view = view_for(state, state.turn);
            const Action action =
                state.turn == Seat::Human
                    ? greedy->decide(view).action
                    : expert_choice(view, rng.fork_seed(), test_budget()).decision.action;
            REQUIRE(apply(state, action, rng));
        }
    }
    return positions;
}

const std::vector<GameState>& positions() {
    static const std::vector<GameState> all = self_play_positions(6 * parlor::test::sample_scale());
    return all;
}

bool legal(const SeatView& view, const Action& action) {
    const auto moves = legal_moves(view);
    return std::find(moves.begin(), moves.end(), action) != moves.end();
}

// What the move really brings to the seat's pile, when the round goes on after it.
struct PileChange {
    bool known = false;
    int cards = 0;
    int spades = 0;
    int points = 0;
    int build_cards = 0; // cards of the seat's build of the move's value after it
};

int points_of(const Tally& t) {
    return t.aces + (t.big_casino ? big_casino_points : 0) +
           (t.little_casino ? little_casino_points : 0);
}

PileChange played_out(const GameState& state, const Action& action) {
    GameState after = state;
    Rng rng(1);
    REQUIRE(apply(after, action, rng));
    PileChange change;
    if (after.phase != Phase::Play) {
        return change; // the round ended: the last capturer took the rest
    }
    change.known = true;
    const Tally before = tally(state.player(state.turn).pile);
    const Tally now = tally(after.player(state.turn).pile);
    change.cards = now.cards - before.cards;
    change.spades = now.spades - before.spades;
    change.points = points_of(now) - points_of(before);
    if (const auto* build = std::get_if<Build>(&action)) {
        if (const TableBuild* b = after.table.build_of(state.turn, build->value)) {
            change.build_cards = static_cast<int>(b->cards().size());
        }
    }
    return change;
}

// The cards of the hand other than the one played, as a sentence could name them.
bool names_a_kept_card(const std::string& text, const std::vector<Card>& hand, Card played) {
    return std::any_of(hand.begin(), hand.end(), [&](Card card) {
        return card != played &&
               (contains(text, pc::pretty(card)) || contains(text, pc::long_name(card)));
    });
}

void check_figures(const SeatView& view, const AdviceRecord& record, const std::string& why) {
    const pc::Certainty& c = record.certainty;
    if (record.alternatives.empty()) {
        return;
    }
    if (c.exact) {
        CHECK(contains(why, "Every card is known"));
        CHECK(c.samples == 0);
    } else {
        CHECK_FALSE(contains(why, "Every card is known"));
        CHECK(contains(why, std::to_string(c.samples) + " guessed deal"));
    }
    CHECK(contains(why, pc::signed_points_text(record.facts.expected)));
    if (c.close_call) {
        CHECK(contains(why, c.tie_rule));
        CHECK((contains(why, "close call") || contains(why, "alike")));
        // The tie rule held: no move within the noise goes before the choice by the rule.
        CHECK(record.facts.within_noise);
        const auto key = [](const Action& action, const MoveFacts& f) {
            const int kind = std::holds_alternative<Capture>(action) ? 0
                             : std::holds_alternative<Build>(action) ? 1
                                                                     : 2;
            const Card card = *card_of(action);
            // A trail gives the opponent its points first, then its spade.
            const int given =
                kind == 2 ? 2 * card_points(card) + (card.suit == Suit::Spades ? 1 : 0) : 0;
            return std::make_tuple(-f.points_taken, -f.cards_taken, -f.spades_to_pile, kind, given,
                                   card.rank, card);
        };
        for (const auto& a : record.alternatives) {
            if (a.facts.within_noise) {
                CHECK_FALSE(key(a.action, a.facts) < key(record.action, record.facts));
            }
        }
    } else {
        CHECK_FALSE(contains(why, "close call"));
        const double lead = record.facts.expected - record.alternatives.front().facts.expected;
        CHECK(lead == doctest::Approx(c.lead));
        CHECK(c.lead >= 0);
        CHECK(contains(why, pc::points_text(c.lead) + " more than"));
    }
    (void)view;
}

void check_move_sentence(const GameState& state, const SeatView& view, const AdviceRecord& record,
                         const std::string& sentence) {
    const MoveFacts& f = record.facts;
    const PileChange change = played_out(state, record.action);
    if (std::holds_alternative<Capture>(record.action)) {
        if (change.known) {
            CHECK(change.cards == f.cards_to_pile);
            CHECK(change.spades == f.spades_to_pile);
            CHECK(change.points == f.points_taken);
        }
        if (f.points_taken > 0) {
            CHECK(contains(sentence, "worth " + pc::count_text(f.points_taken, "point", "points")));
        } else {
            CHECK(contains(sentence, pc::count_text(f.cards_to_pile, "card", "cards") +
                                         " toward the most cards"));
        }
    } else if (const auto* build = std::get_if<Build>(&record.action)) {
        CHECK(f.build_value == build->value);
        if (change.known) {
            CHECK(change.build_cards == f.build_cards);
        }
        CHECK(contains(sentence, pc::count_text(f.build_cards, "card", "cards")));
    } else if (std::holds_alternative<Trail>(record.action)) {
        const auto moves = legal_moves(view);
        const bool only_trails = std::all_of(moves.begin(), moves.end(), [](const Action& a) {
            return std::holds_alternative<Trail>(a);
        });
        CHECK(contains(sentence, "nothing to capture or build") == only_trails);
    }
}

} // namespace

TEST_CASE("the computer's reasons and the help say only what the record holds") {
    const SearchBudget budget = test_budget();
    int checked = 0;
    int close_calls = 0;
    int exact = 0;
    for (std::size_t i = 0; i < positions().size(); ++i) {
        const GameState& state = positions()[i];
        const SeatView view = view_for(state, state.turn);
        CAPTURE(i);
        const auto seed = static_cast<std::uint64_t>(i + 1);
        const ExpertChoice choice = expert_choice(view, seed, budget);
        const AdviceRecord& record = choice.record;
        REQUIRE(choice.decision.action == record.action);
        REQUIRE(legal(view, record.action));
        ++checked;
        close_calls += record.certainty.close_call ? 1 : 0;
        exact += record.certainty.exact ? 1 : 0;

        // Ranked by the same expected points that chose; a close call's choice may stand
        // before a better mean only within the noise.
        for (std::size_t a = 0; a < record.alternatives.size(); ++a) {
            REQUIRE(legal(view, record.alternatives[a].action));
            CHECK(record.alternatives[a].action != record.action);
            if (a > 0) {
                CHECK(record.alternatives[a - 1].facts.expected >=
                      record.alternatives[a].facts.expected);
            }
            if (record.alternatives[a].facts.expected > record.facts.expected) {
                CHECK(record.certainty.close_call);
                CHECK(record.alternatives[a].facts.within_noise);
            }
        }

        // The computer: at most three lines, no card of its hand but the one it plays.
        const auto& reasons = choice.decision.reasons;
        REQUIRE_FALSE(reasons.empty());
        CHECK(reasons.size() <= 3);
        const Card played = *card_of(record.action);
        for (const std::string& reason : reasons) {
            CAPTURE(reason);
            CHECK_FALSE(names_a_kept_card(reason, view.hand, played));
        }
        check_move_sentence(state, view, record, reasons.front());
        if (reasons.size() > 1) {
            check_figures(view, record, reasons[1]);
        }

        // The help on the same seed: the same record, in the second person.
        const Advice advice = advise_with(view, seed, budget);
        CHECK(advice.action == record.action);
        CHECK(advice.record.facts.expected == record.facts.expected);
        REQUIRE(advice.lines.size() >= 1);
        check_move_sentence(state, view, advice.record, advice.lines.front());
        if (advice.lines.size() > 1 && !record.alternatives.empty()) {
            check_figures(view, advice.record, advice.lines[1]);
            if (!record.certainty.close_call) {
                CHECK(contains(advice.lines[1],
                               describe(record.alternatives.front().action))); // the next best
            }
        }
        for (std::size_t l = 2; l < advice.lines.size(); ++l) {
            const auto& alternative = record.alternatives[l - 1];
            CHECK(advice.lines[l] ==
                  "Also: " + describe(alternative.action) + " (" +
                      pc::points_text(record.facts.expected - alternative.facts.expected) +
                      " points of the round behind).");
        }
        if (const auto* build = std::get_if<Build>(&record.action)) {
            // "you keep the 9 of spades to take it": a card of the hand, worth the build.
            bool kept = false;
            for (const Card card : view.hand) {
                if (card != build->card && worth(card, build->value) &&
                    contains(advice.lines.front(), "keep " + the_card(card))) {
                    kept = true;
                }
            }
            CHECK(kept);
        }
        CHECK_FALSE(advice.summary.empty());
        CHECK(code_points(advice.summary) <= 90);

        // The JSON holds the same record.
        const auto json = advice_json(view, advice);
        CHECK(json["alternatives"].size() == record.alternatives.size());
        CHECK(json["facts"]["expected"].get<double>() == record.facts.expected);
        CHECK(json["certainty"]["close_call"].get<bool>() == record.certainty.close_call);
    }
    CHECK(checked > 1000);
    CHECK(exact > 0); // the ends of rounds, every card known
    MESSAGE(checked << " positions, " << close_calls << " close calls, " << exact << " exact");
}

TEST_CASE("the facts of a capture: points, cards and spades brought to the pile") {
    using namespace parlor::casino::test;
    const GameState state = position("CX H9", "H5 H6", table("DX C8 S4 S6"));
    const SeatView view = view_for(state, Seat::Human);
    const MoveFacts f = move_facts(view, Capture{card("CX"), cards("DX S4 S6")}, 1.5);
    CHECK(f.expected == 1.5);
    CHECK(f.cards_taken == 3);
    CHECK(f.cards_to_pile == 4);
    CHECK(f.points_taken == 2);
    CHECK(f.spades_to_pile == 2);
    CHECK_FALSE(f.clears_table);
    CHECK(f.pile_cards == 4);
    CHECK(f.build_value == 0);
    const MoveFacts all = move_facts(view, Capture{card("CX"), cards("DX S4 S6")}, 0);
    CHECK(all.cards_taken == 3);
    const GameState small = position("CX H9", "H5 H6", table("DX"));
    CHECK(
        move_facts(view_for(small, Seat::Human), Capture{card("CX"), cards("DX")}, 0).clears_table);
}

TEST_CASE("a build's facts: its value, its cards, the builds owned after it") {
    using namespace parlor::casino::test;
    const GameState state = position("S4 S9 HK", "CQ D2 C2", table("H5"));
    const MoveFacts f =
        move_facts(view_for(state, Seat::Human), Build{card("S4"), 9, cards("H5"), {}}, 0);
    CHECK(f.build_value == 9);
    CHECK(f.build_cards == 2);
    CHECK(f.builds_owned == 1);
}

TEST_CASE(
    "a build increased to the value of one's own build joins it: one build of all its cards") {
    using namespace parlor::casino::test;
    // You own a 9 of two cards; the computer's 5 raised by your 4 becomes a 9 and joins yours.
    const GameState state = position("S4 S9 HK", "CQ D2 C2",
                                     table("[C5 D4] [H3 D2] HQ", {Seat::Human, Seat::Computer}));
    const Build raise{card("S4"), 9, {}, cards("H3 D2")};
    const MoveFacts f = move_facts(view_for(state, Seat::Human), raise, 0);
    CHECK(f.build_value == 9);
    CHECK(f.build_cards == 5);
    CHECK(f.builds_owned == 1);
    const PileChange change = played_out(state, raise);
    CHECK(change.build_cards == f.build_cards);
}
