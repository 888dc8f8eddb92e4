#pragma once
// One conformance suite for every game (after OpenSpiel's tests/basic_tests.h): the generic
// properties each game's rules must keep, written once and run over self-play.
//
// A game gets the suite by one line in its test folder, after a small adapter that says what the
// suite cannot find by itself (tests/<game>/conformance_adapter.hpp). The rules' own
// legal_actions(state), why_illegal(state, action) and apply(state, action, rng) are found by
// argument-dependent lookup, in the game's namespace:
//
//     struct Adapter {
//         using State = GameState;  using Action = Action;
//         static constexpr const char* name = "fivecrowns";
//         static constexpr int random_games = 60;   // the suite's default sizes
//         static constexpr int expert_games = 4;
//         static constexpr int advice_games = 10;   // random games with the advice check
//         static constexpr int advice_every = 100;  // actions between its positions
//         static constexpr int max_actions = 20000; // a game must end within this many actions
//         static State new_game(Rng& rng);
//         static bool over(const State&);
//         static std::vector<Card> cards(const State&);        // every card, wherever it lies
//         static std::vector<Card> deck(const State&);         // what the game is played with
//         static Action expert(const State&, std::uint64_t seed); // the expert's move (or any
//                                                              // legal one where it has no say)
//         static bool saveable(const State&);                  // a decision point its save takes
//         static std::string write_save(const State&);
//         static std::optional<State> read_save(const std::string&);
//         // optional, for the advice check (3 below): the same position with the cards the
//         // player to move cannot see dealt again, and the advice there (nothing: no advice).
//         static State redeal_hidden(const State&, Rng&);
//         static std::optional<Action> advice(const State&);
//     };
//     PARLOR_CONFORMANCE_TESTS(Adapter)
//
// The checks, over `random_games` games of uniformly random legal moves and `expert_games` games
// of the expert against itself, each seeded (every choice goes through cards::Rng):
//  1. after every action every card is accounted for (cards() is deck() as a multiset); the move
//     played is one of legal_actions() and why_illegal() accepts each of those; at every action
//     one action legal earlier in the game but not now (another phase, another seat's cards, a
//     card already played), picked at random, is refused by why_illegal and by apply with a
//     reason, and leaves the state as it was (every card in its place, the same legal actions,
//     the same save text); the game ends within max_actions;
//  2. at every decision point the save writes, save -> load -> save gives the same text;
//  3. for a sample of positions (every `advice_every` actions of the first `advice_games` random
//     games), the advice is the same after the cards the player to move cannot see are dealt
//     again (when the adapter has redeal_hidden and advice).
//  4. when the adapter has check_scores(before, action, after), after every action: the scores
//     the rules gave, counted again by the adapter's own scorer (written from the rules' text,
//     never the rules' functions); it returns how many scores it checked.
// An adapter may also give its own apply (a game whose table of more seats has apply_table) and
// say `static constexpr bool saves = false;` (a state with no save file: no save check).
// Undo and the computer's fallback live in the table kit (src/app/table): their checks are the
// table's suite, tests/app/table_conformance.hpp, over the same adapters.
//
// On demand, the same checks over more games:
//     PARLOR_CONFORMANCE_GAMES=10000 build/tests/parlor_tests_cruno -tc='conformance*'
// plays that many random games, and a hundredth as many expert games and games with the advice
// check (at least the defaults).

#include <doctest/doctest.h>

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "parlor/cards/rng.hpp"

namespace parlor::test::conformance {

// PARLOR_CONFORMANCE_GAMES, or `fallback` when unset or not a whole number from 1 to 1000000.
inline int games_asked(int fallback) {
    const char* text = std::getenv("PARLOR_CONFORMANCE_GAMES");
    if (text == nullptr) {
        return fallback;
    }
    char* end = nullptr;
    const long games = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || games < 1 || games > 1000000) {
        return fallback;
    }
    return static_cast<int>(games);
}

inline int random_games(int fallback) {
    return games_asked(fallback);
}
inline int expert_games(int fallback) {
    const int asked = games_asked(0);
    return asked == 0 ? fallback : std::max(fallback, asked / 100);
}

// The random games of an adapter: as random_games, but an adapter with `games_divisor` (a larger
// table's, whose games are longer) plays that share of the games asked, so that a run asking
// more (the asan preset's 20) grows it less.
template <class G> int random_games_of() {
    if constexpr (requires { G::games_divisor; }) {
        const int asked = games_asked(0);
        return asked == 0 ? G::random_games : std::max(1, asked / G::games_divisor);
    } else {
        return random_games(G::random_games);
    }
}

// For redeal_hidden: the cards at `places` shuffled among those places.
template <class Card> void deal_again(const std::vector<Card*>& places, cards::Rng& rng) {
    std::vector<Card> pool;
    for (const Card* card : places) {
        pool.push_back(*card);
    }
    rng.shuffle(pool);
    for (std::size_t i = 0; i < places.size(); ++i) {
        *places[i] = pool[i];
    }
}

template <class G> class Suite {
  public:
    using State = typename G::State;
    using Action = typename G::Action;

    static constexpr bool has_advice = requires(const State& s, cards::Rng& r) {
        G::redeal_hidden(s, r);
        G::advice(s);
    };

    static constexpr bool has_scores = requires(const State& s, const Action& a) {
        { G::check_scores(s, a, s) } -> std::convertible_to<long>;
    };
    static constexpr bool keeps_saves = [] {
        if constexpr (requires { G::saves; }) {
            return G::saves;
        } else {
            return true;
        }
    }();

    // The rules' apply: the adapter's own where it gives one, else the game's by its name.
    static auto apply_action(State& state, const Action& action, cards::Rng& rng) {
        if constexpr (requires { G::apply(state, action, rng); }) {
            return G::apply(state, action, rng);
        } else {
            return apply(state, action, rng);
        }
    }

    // Counts of what the run checked, so a test can tell it checked something.
    struct Tally {
        long actions = 0;
        long refused = 0; // illegal actions apply refused
        long aliases = 0; // unlisted actions accepted as another name of a listed move
        long saves = 0;   // save -> load -> save round trips
        long advice = 0;  // positions whose advice was compared after a redeal
        long scores = 0;  // scores counted again by the adapter's own scorer
        long games_ended = 0;
    };

    // Plays one game from `seed`; the expert's moves when `expert`, else random legal moves.
    // `advice_every` > 0: every that many actions, the advice check at a decision point.
    static void play(std::uint64_t seed, bool expert, int advice_every, Tally& tally) {
        cards::Rng rng(seed);
        cards::Rng choices(seed ^ 0x9e3779b97f4a7c15ULL);
        State state = G::new_game(rng);
        std::vector<Action> seen; // actions legal at some point of this game
        int count = 0;
        int next_advice = 0; // the advice check waits for a decision point from this action on
        check_cards(state);
        while (!G::over(state)) {
            INFO(std::string(G::name), " game ", seed, (expert ? " (expert)" : " (random)"),
                 ", action ", count);
            REQUIRE(count < G::max_actions);
            const std::vector<Action> legal = legal_actions(state);
            REQUIRE_FALSE(legal.empty());
            for (const Action& action : legal) {
                REQUIRE(why_illegal(state, action).empty());
                if (std::find(seen.begin(), seen.end(), action) == seen.end() &&
                    seen.size() < 200) {
                    seen.push_back(action);
                }
            }
            refuse_illegal(state, legal, seen, choices, tally);
            if (keeps_saves && G::saveable(state)) {
                check_save(state);
                ++tally.saves;
                if constexpr (has_advice) {
                    if (advice_every > 0 && count >= next_advice) {
                        check_advice(state, choices);
                        ++tally.advice;
                        next_advice = count + advice_every;
                    }
                }
            }
            const Action action = expert
                                      ? G::expert(state, seed + static_cast<std::uint64_t>(count))
                                      : legal[choices.below(legal.size())];
            REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
            std::optional<State> before; // for the scores' check: the state the action met
            if constexpr (has_scores) {
                before = state;
            }
            const auto outcome = apply_action(state, action, rng);
            REQUIRE_MESSAGE(outcome.ok, outcome.error);
            check_cards(state);
            if constexpr (has_scores) {
                INFO("the action: ", named(action));
                tally.scores += G::check_scores(*before, action, state);
            }
            ++count;
            ++tally.actions;
        }
        ++tally.games_ended;
    }

    // `games` games from seeds first, first + 1, ...; the advice check in the first
    // `advice_games` of them.
    static Tally run(std::uint64_t first, int games, bool expert, int advice_games,
                     int advice_every) {
        Tally tally;
        for (int i = 0; i < games; ++i) {
            play(first + static_cast<std::uint64_t>(i), expert, i < advice_games ? advice_every : 0,
                 tally);
        }
        return tally;
    }

  private:
    // The game's words for an action (its rules' describe, found by argument-dependent lookup),
    // for the messages of a failed check.
    static std::string named(const Action& action) {
        if constexpr (requires { describe(action); }) {
            return describe(action);
        } else {
            return "(no words for it)";
        }
    }

    template <class C> static C sorted(C cards) {
        std::sort(cards.begin(), cards.end());
        return cards;
    }

    static void check_cards(const State& state) {
        REQUIRE(sorted(G::cards(state)) == sorted(G::deck(state)));
    }

  public:
    // What must not change when apply refuses an action: every card in its place, the moves
    // open, and (at a decision point) the whole saved game. The table's suite holds a take-back
    // to the same (tests/app/table_conformance.hpp).
    struct Snapshot {
        decltype(G::cards(std::declval<const State&>())) cards;
        std::vector<Action> legal;
        std::string save;
        bool operator==(const Snapshot&) const = default;
    };
    static Snapshot snapshot(const State& state) {
        if constexpr (keeps_saves) {
            return {G::cards(state), legal_actions(state),
                    G::saveable(state) ? G::write_save(state) : std::string()};
        } else {
            return {G::cards(state), legal_actions(state), std::string()};
        }
    }

  private:
    // One action legal earlier in the game but not now: refused, with a reason, and the
    // state untouched.
    static void refuse_illegal(const State& state, const std::vector<Action>& legal,
                               const std::vector<Action>& seen, cards::Rng& choices, Tally& tally) {
        std::vector<const Action*> candidates;
        for (const Action& action : seen) {
            if (std::find(legal.begin(), legal.end(), action) == legal.end()) {
                candidates.push_back(&action);
            }
        }
        if (candidates.empty()) {
            return;
        }
        const Snapshot before = snapshot(state);
        const Action& action = *candidates[choices.below(candidates.size())];
        INFO("the action to refuse: ", named(action));
        if constexpr (keeps_saves) {
            INFO("the game: ",
                 G::saveable(state) ? G::write_save(state) : std::string("(between decisions)"));
        }
        if (why_illegal(state, action).empty()) {
            // Accepted: then it must be another name for a move on the list (Pinochle's card
            // in two melds, played "from" either), doing exactly what that move does.
            check_alias(state, legal, action);
            ++tally.aliases;
            return;
        }
        State copy = state;
        cards::Rng rng(1);
        const auto outcome = apply_action(copy, action, rng);
        REQUIRE_FALSE(outcome.ok);
        CHECK_FALSE(outcome.error.empty());
        REQUIRE(snapshot(copy) == before);
        ++tally.refused;
    }

    // `action` is not on the list `legal`, yet the rules accept it: applying it must leave the
    // game exactly as applying one of the listed moves does.
    static void check_alias(const State& state, const std::vector<Action>& legal,
                            const Action& action) {
        State after = state;
        cards::Rng rng(1);
        REQUIRE(apply_action(after, action, rng).ok);
        const Snapshot result = snapshot(after);
        const bool same_as_listed =
            std::any_of(legal.begin(), legal.end(), [&state, &result](const Action& listed) {
                State other = state;
                cards::Rng other_rng(1);
                return apply_action(other, listed, other_rng).ok && snapshot(other) == result;
            });
        CHECK_MESSAGE(same_as_listed, "accepted, but the same as none of the listed moves");
    }

    static void check_save(const State& state) {
        const std::string text = G::write_save(state);
        const std::optional<State> loaded = G::read_save(text);
        INFO(text);
        REQUIRE(loaded.has_value());
        REQUIRE(G::write_save(*loaded) == text);
    }

    static void check_advice(const State& state, cards::Rng& choices) {
        const auto advice = G::advice(state);
        const State other = G::redeal_hidden(state, choices);
        INFO(G::write_save(state));
        INFO(G::write_save(other));
        CHECK(sorted(G::cards(other)) == sorted(G::cards(state)));
        CHECK(G::advice(other) == advice);
    }
};

} // namespace parlor::test::conformance

// The game's test cases: random self-play (with the advice check on a sample) and expert
// self-play; PARLOR_CONFORMANCE_TESTS_AT the same for a table of another size, `label` (a string
// literal, " at 4 seats") told apart in the cases' names.
#define PARLOR_CONFORMANCE_TESTS(Adapter) PARLOR_CONFORMANCE_TESTS_AT(Adapter, "")
#define PARLOR_CONFORMANCE_TESTS_AT(Adapter, label)                                                \
    TEST_CASE("conformance: random self-play keeps the rules' invariants" label) {                 \
        using Suite = parlor::test::conformance::Suite<Adapter>;                                   \
        const int games = parlor::test::conformance::random_games_of<Adapter>();                   \
        const int advice_games = parlor::test::conformance::expert_games(Adapter::advice_games);   \
        const auto tally = Suite::run(1, games, false, advice_games, Adapter::advice_every);       \
        CHECK(tally.games_ended == games);                                                         \
        CHECK(tally.refused > 0);                                                                  \
        CHECK((tally.saves > 0 || !Suite::keeps_saves));                                           \
        CHECK((tally.advice > 0 || !Suite::has_advice));                                           \
        CHECK((tally.scores > 0 || !Suite::has_scores));                                           \
        MESSAGE(std::string(Adapter::name), label, ": ", games, " random games, ", tally.actions,  \
                " actions, ", tally.refused, " refusals, ", tally.aliases,                         \
                " other names of a listed move, ", tally.saves, " save round trips, ",             \
                tally.advice, " advice redeals, ", tally.scores, " scores counted again");         \
    }                                                                                              \
    TEST_CASE("conformance: expert self-play keeps the rules' invariants" label) {                 \
        using Suite = parlor::test::conformance::Suite<Adapter>;                                   \
        const int games = parlor::test::conformance::expert_games(Adapter::expert_games);          \
        const auto tally = Suite::run(1000001, games, true, 0, 0);                                 \
        CHECK(tally.games_ended == games);                                                         \
        CHECK((tally.saves > 0 || !Suite::keeps_saves));                                           \
        CHECK((tally.scores > 0 || !Suite::has_scores));                                           \
    }
