// The terminal plays the window's game (issue 40, points 2 and 6): a new game with --seed S and
// the computer C is the game the rules engine gives for seed S — the same deals, the same
// computer replies, the same record. Each game is played from a script, its record kept with
// --log; then an engine::Game begun as the window begins it (src/app/<game>/entry.cpp) is
// driven with the player's moves of that record, the computer deciding through next_strategy,
// and its own record must be the terminal's, line for line. Chance and the computer's moves are
// the reference's own: only the player's moves are taken from the terminal.

#include "cli_harness.hpp"

#include "parlor/engine/game.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/games/casino/game.hpp"
#include "parlor/games/cribbage/game.hpp"
#include "parlor/games/cruno/game.hpp"
#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/pinochle/game.hpp"

#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <vector>

namespace engine_seed_test {

using namespace parlor;
using namespace parlor::cli::test;

namespace {

// `text` repeated `times` times.
std::string repeated(const std::string& text, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) {
        out += text;
    }
    return out;
}

// The record the terminal wrote for `args` and `script`.
std::string terminal_record(const std::string& game, std::uint64_t seed, const std::string& script,
                            std::vector<std::string> extra = {}) {
    TempFile log(game + "_engine_seed.jsonl");
    std::vector<std::string> args{"play",  game,      "--seed", std::to_string(seed),
                                  "--log", log.path()};
    args.insert(args.end(), extra.begin(), extra.end());
    const CliResult r = run_cli(args, script);
    INFO(r.out.substr(r.out.size() > 3000 ? r.out.size() - 3000 : 0));
    CHECK(r.err.find("illegal") == std::string::npos);
    return read_text(log.path());
}

// A game's opening as the window writes it: the record's first lines, a chance stream.
struct Opening {
    explicit Opening(std::uint64_t seed) : rng(seed) {}
    cards::Rng rng;
    std::vector<std::string> lines;
    std::function<void(const std::string&)> sink() {
        return [this](const std::string& line) { lines.push_back(line); };
    }
};

// The window's first move before its table opens (the coin toss), drawn from the opening's
// stream and recorded.
template <class G, class Writer>
void toss(typename G::State& state, const typename G::Action& call, Opening& opening,
          Writer& writer) {
    const auto seat = G::record_seat(state);
    const typename G::Chance chance = G::draw_chance(state, call, opening.rng);
    REQUIRE(G::apply(state, call, chance));
    writer.action(seat, call, chance, state);
}

// `game` played on from the terminal's record: the player's moves (seat 0, and the moves between
// rounds) are the record's, the computer's are next_strategy's; the engine's record.
template <class G>
std::string engine_record(engine::Game<G>& game, const std::string& terminal, std::size_t skip) {
    const engine::Replayed<G> played = engine::replay_record<G>(terminal, "terminal.jsonl");
    REQUIRE_MESSAGE(played.ok(), played.error);
    int computer_moves = 0;
    for (std::size_t i = skip; i < played.steps.size(); ++i) {
        const std::optional<int> seat = game.to_act();
        if (seat && *seat != 0) {
            const auto strategy = game.next_strategy();
            std::string why;
            const auto decision = game.checked(strategy->decide(G::view(game.state(), *seat)), why);
            CHECK(why.empty());
            REQUIRE(game.play(decision.action));
            ++computer_moves;
        } else {
            REQUIRE(game.play(played.steps[i].action));
        }
    }
    CHECK(computer_moves >= 3); // the scripts reach the computer's replies
    return game.record_text();
}

const std::vector<std::uint64_t> seeds{1, 7, 2026};

// Where the window's engine begins: the state, its seed and the record's first lines.
template <class G> struct Begun {
    typename G::State state;
    std::uint64_t seed = 0;
    std::vector<std::string> opening;
};

// For each seed: the terminal's record of `script`, and the engine's begun by `begin` (from the
// seed, and the table the record names) and played on from it.
template <class G>
void check_seeds(const std::string& id, const std::string& script, std::size_t skip,
                 const std::function<Begun<G>(std::uint64_t, const std::string&)>& begin,
                 const std::string& strategy = "expert") {
    for (const std::uint64_t seed : seeds) {
        INFO(id << " --seed " << seed);
        const std::string record = terminal_record(id, seed, script);
        const Begun<G> begun = begin(seed, record);
        engine::Game<G> game(begun.state, begun.seed, strategy);
        game.start_record({}, begun.opening);
        CHECK(engine_record(game, record, skip) == record);
    }
}

// A game whose first deck is shuffled and whose coin is tossed before the table opens (Five
// Crowns, Pinochle): `deck` shuffled by Rng(seed) and dealt by `new_game`, then `call` drawn
// from the same stream.
template <class G, class Deck, class NewGame>
Begun<G> dealt_and_tossed(std::uint64_t seed, Deck deck, NewGame new_game,
                          const typename G::Action& call) {
    Opening opening(seed);
    opening.rng.shuffle(deck);
    typename G::State state = new_game(deck);
    typename G::RecordWriter writer(opening.sink(), 1);
    writer.start({"human", "expert"}, deck);
    toss<G>(state, call, opening, writer);
    return {state, opening.rng.fork_seed(), opening.lines};
}

} // namespace

TEST_CASE("play cribbage --seed S: the engine's game for seed S") {
    // The window's Cribbage begins in the engine itself: its seed is the game's.
    check_seeds<cribbage::Game>("cribbage",
                                "no\n\n" + repeated("1 2\n1\n2\n3\n4\n\n", 20) + "quit\n", 0,
                                [](std::uint64_t seed, const std::string&) {
                                    return Begun<cribbage::Game>{cribbage::new_game(), seed, {}};
                                });
}

TEST_CASE("play fivecrowns --seed S: the engine's game for seed S") {
    check_seeds<fivecrowns::Game>(
        "fivecrowns", "no\nheads\n" + repeated("move\nstock\n3\n", 30) + "4\n", 1,
        [](std::uint64_t seed, const std::string&) {
            return dealt_and_tossed<fivecrowns::Game>(
                seed, fivecrowns::full_deck(),
                [](const auto& deck) { return fivecrowns::new_game(deck); },
                fivecrowns::CallToss{true});
        });
}

TEST_CASE("play pinochle --seed S: the engine's game for seed S") {
    check_seeds<pinochle::Game>(
        "pinochle",
        "no\ntails\n" + repeated("move\n1\n\n2\n3\n5\n6\n7\n8\n9\n10\n11\n12\n0\n", 12) + "4\n", 1,
        [](std::uint64_t seed, const std::string&) {
            return dealt_and_tossed<pinochle::Game>(
                seed, pinochle::full_deck(),
                [](const auto& deck) { return pinochle::new_game(deck); },
                pinochle::CallToss{false});
        });
}

TEST_CASE("play casino --seed S: the engine's game for seed S") {
    check_seeds<casino::Game>(
        "casino", "no\nheads\n" + repeated("move\n1\n\n", 40) + "4\n", 1,
        [](std::uint64_t seed, const std::string&) {
            Opening opening(seed);
            casino::GameState state = casino::new_game();
            casino::RecordWriter writer(opening.sink(), 1);
            writer.start({"human", "expert"}, state);
            toss<casino::Game>(state, casino::CallCoin{casino::Coin::Heads}, opening, writer);
            return Begun<casino::Game>{state, opening.rng.fork_seed(), opening.lines};
        });
}

TEST_CASE("play cruno --seed S: the engine's game for seed S") {
    check_seeds<cruno::Game>(
        "cruno", "no\n" + repeated("move\n2\n3\n5\n6\n7\n8\n9\n1\n\ndraw\n", 20) + "4\n", 0,
        [](std::uint64_t seed, const std::string& record) {
            // The table as the terminal set it (its names, strategies and rules are no chance's):
            // the dealer and the deck are drawn here, from the seed.
            const engine::Replayed<cruno::Game> played =
                engine::replay_record<cruno::Game>(record, "terminal.jsonl");
            REQUIRE(played.ok());
            cruno::Setup setup;
            setup.rules = played.start().rules;
            for (const cruno::Player& player : played.start().players) {
                setup.seats.push_back({player.name, player.plays});
            }
            Opening opening(seed);
            const cruno::Deal deal = cruno::draw_deal(setup, opening.rng);
            cruno::GameState state = cruno::new_game(setup, deal);
            cruno::RecordWriter writer(opening.sink(), 1);
            writer.start(state, deal.deck);
            return Begun<cruno::Game>{state, opening.rng.fork_seed(), opening.lines};
        },
        "seats");
}

} // namespace engine_seed_test
