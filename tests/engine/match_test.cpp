// What a match asks of the engine (engine/match.hpp, and Game's block for matches), the same for
// every game: the chance comes from the stream the match gives, the record is numbered as the
// match numbers it, a round ended outside the rules stops the record, and a move the rules refuse
// is reported (cards::IllegalMove) with nothing changed.

#include "engine/cases.hpp"

#include "parlor/engine/match.hpp"
#include "parlor/record/said.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace engine_match_test {

using namespace parlor;

using engine_cases::Cases;
using engine_cases::new_state;

// The match's options as the games' MatchOptions name them.
struct Options {
    std::function<void(const std::string&)> record_line;
    int record_game = 1;
    int record_version = 1;
};

// Records `game` for a match, as game `number`, into `lines` (its start line the position's,
// which every game can write), of `version`.
template <class G>
void record(engine::Game<G>& game, int number, std::vector<std::string>& lines, int version = 1) {
    const Options options{[&lines](const std::string& line) { lines.push_back(line); }, number,
                          version};
    engine::record_if_asked(game, options, [&](typename G::RecordWriter& writer) {
        G::start_record_at(writer, "expert", game.state());
    });
}

// Random legal moves, from `rng`, until the game offers none or `plies` are played.
template <class G> void play_randomly(engine::Game<G>& game, cards::Rng& rng, int plies) {
    for (int n = 0; n < plies; ++n) {
        const auto actions = G::legal_actions(game.state());
        if (actions.empty()) {
            return;
        }
        REQUIRE(game.play(actions[static_cast<std::size_t>(rng.below(actions.size()))]));
    }
}

// Plays `decision` whatever the view: a strategy that breaks the rules.
template <class G> class Stubborn final : public G::Strategy {
  public:
    explicit Stubborn(typename G::Action action) : action_(std::move(action)) {}
    std::string name() const override { return "stubborn"; }
    cards::Decision<typename G::Action> decide(const typename G::View&) override {
        return {action_, {}};
    }

  private:
    typename G::Action action_;
};

TEST_CASE_TEMPLATE_DEFINE("engine match: the chance comes from the stream the match gives", C,
                          given_chance) {
    using G = typename C::Game;
    // Two engines seeded differently, given the same stream: the same moves draw the same cards.
    engine::Game<G> first(new_state<C>(21), 101, "expert");
    engine::Game<G> second(new_state<C>(21), 102, "expert");
    engine::Game<G> own(new_state<C>(21), 101, "expert");
    std::vector<std::string> first_lines;
    std::vector<std::string> second_lines;
    std::vector<std::string> own_lines;
    record(first, 1, first_lines);
    record(second, 1, second_lines);
    record(own, 1, own_lines);
    first.set_chance(cards::Rng(77));
    second.set_chance(cards::Rng(77));
    cards::Rng moves_a(5);
    cards::Rng moves_b(5);
    cards::Rng moves_c(5);
    play_randomly(first, moves_a, 150);
    play_randomly(second, moves_b, 150);
    play_randomly(own, moves_c, 150);
    CHECK(first_lines == second_lines);
    CHECK(first.record_lines() == first_lines);
    // The engine's own stream (seed 101) draws other cards than stream 77.
    CHECK(own_lines != first_lines);
}

TEST_CASE_TEMPLATE_DEFINE("engine match: the record is numbered as the match numbers it", C,
                          numbered_record) {
    engine::Game<typename C::Game> game(new_state<C>(8), 8, "expert");
    std::vector<std::string> lines;
    record(game, 7, lines);
    cards::Rng moves(3);
    play_randomly(game, moves, 40);
    REQUIRE(lines.size() > 2);
    for (const std::string& line : lines) {
        CHECK(line.find("\"game\":7,") != std::string::npos);
    }
    CHECK(game.record_lines() == lines);
    // Nothing asked: nothing recorded.
    engine::Game<typename C::Game> quiet(new_state<C>(8), 8, "expert");
    engine::record_if_asked(quiet, Options{}, [](auto&) { FAIL("a record begun unasked"); });
    CHECK_FALSE(quiet.recording());
}

TEST_CASE_TEMPLATE_DEFINE("engine match: a round ended outside the rules stops the record", C,
                          outside_rules) {
    engine::Game<typename C::Game> game(new_state<C>(4), 4, "expert");
    std::vector<std::string> lines;
    cards::Rng moves(6);
    record(game, 1, lines);
    play_randomly(game, moves, 5);
    const std::size_t before = lines.size();
    bool changed = false;
    game.change_outside_rules([&](typename C::Game::State&) { changed = true; });
    CHECK(changed);
    CHECK_FALSE(game.recording());
    play_randomly(game, moves, 5);
    CHECK(lines.size() == before);
}

TEST_CASE_TEMPLATE_DEFINE("engine match: a decision the rules refuse is reported, nothing played",
                          C, refused) {
    using G = typename C::Game;
    engine::Game<G> game(new_state<C>(3), 3, "expert");
    std::vector<std::string> lines;
    record(game, 1, lines);
    cards::Rng moves(9);
    // A move legal now, played, then decided again where it is no longer legal.
    for (int n = 0; n < 40; ++n) {
        const auto actions = G::legal_actions(game.state());
        REQUIRE_FALSE(actions.empty());
        const auto move = actions[static_cast<std::size_t>(moves.below(actions.size()))];
        REQUIRE(engine::play_or_throw(game, move, nullptr));
        if (G::why_illegal(game.state(), move).empty() || !G::to_act(game.state())) {
            continue; // still legal (a draw, say), or no seat to ask: try another
        }
        const std::size_t recorded_lines = lines.size();
        const std::string summary = G::summary(game.state());
        Stubborn<G> stubborn(move);
        try {
            engine::play_decision(game, stubborn, *G::to_act(game.state()), nullptr);
            FAIL("the refused decision was played");
        } catch (const cards::IllegalMove& error) {
            const std::string what = error.what();
            CHECK(
                what.rfind("the stubborn strategy made an illegal move (" + describe(move) + "): ",
                           0) == 0);
            CHECK(what.find(summary) != std::string::npos);
        }
        CHECK(G::summary(game.state()) == summary);
        CHECK(lines.size() == recorded_lines);
        CHECK_THROWS_AS(engine::play_or_throw(game, move, nullptr), cards::IllegalMove);
        return;
    }
    FAIL("no move became illegal after it was played");
}

TEST_CASE_TEMPLATE_DEFINE("engine match: a record of version 2 keeps each move's words, read back "
                          "with the move; version 1 writes the same moves without them",
                          C, kept_words) {
    using G = typename C::Game;
    // The same game twice, each move with words of its own: version 2 keeps them, version 1
    // (simulate's without --reasons) drops them.
    engine::Game<G> with(new_state<C>(12), 12, "expert");
    engine::Game<G> without(new_state<C>(12), 12, "expert");
    std::vector<std::string> kept;
    std::vector<std::string> plain;
    record(with, 1, kept, 2);
    record(without, 1, plain, 1);
    cards::Rng moves(13);
    std::vector<std::vector<std::string>> said;
    std::vector<int> first_lines; // each move's first line in the record, from 1
    for (int n = 0; n < 60; ++n) {
        const auto actions = G::legal_actions(with.state());
        if (actions.empty()) {
            break;
        }
        const auto move = actions[static_cast<std::size_t>(moves.below(actions.size()))];
        // Every other move says something (a move may say nothing), one or two lines.
        std::vector<std::string> words;
        if (n % 2 == 0) {
            words.push_back("Move " + std::to_string(n) + ": I had my reasons.");
            if (n % 4 == 0) {
                words.push_back("And a second line, \u2665.");
            }
        }
        said.push_back(words);
        first_lines.push_back(static_cast<int>(kept.size()) + 1);
        REQUIRE(engine::play_or_throw(with, move, nullptr, words));
        REQUIRE(engine::play_or_throw(without, move, nullptr, words));
    }
    REQUIRE(said.size() > 10);
    CHECK(kept.front().find(R"("game":1,"version":2,)") != std::string::npos);
    std::string kept_text;
    std::string plain_text;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        kept_text += kept[i] + "\n";
        plain_text += plain[i] + "\n";
        CHECK(plain[i].find("\"said\"") == std::string::npos);
        CHECK(plain[i].find("\"version\"") == std::string::npos);
    }
    REQUIRE(kept.size() == plain.size());
    // Read back, each move's words are on its first line (the line a replay gives its step),
    // as given; a move without words has none. (A new game's position is not a save every game
    // reads back, so the envelope is read here; simulate --reasons replays them: cli tests.)
    const auto by_line = record::said_in_game(kept_text, "r.jsonl", 1);
    std::size_t with_words = 0;
    for (std::size_t i = 0; i < said.size(); ++i) {
        const auto found = by_line.find(first_lines[i]);
        if (said[i].empty()) {
            CHECK(found == by_line.end());
        } else {
            ++with_words;
            REQUIRE(found != by_line.end());
            CHECK(found->second == said[i]);
        }
    }
    CHECK(by_line.size() == with_words);
    // The version 1 record holds no words, and reads.
    CHECK(record::said_in_game(plain_text, "r.jsonl", 1).empty());
    CHECK(record::read_record_lines(plain_text, "r.jsonl").ok());
}

TEST_CASE_TEMPLATE_APPLY(given_chance, Cases);
TEST_CASE_TEMPLATE_APPLY(kept_words, Cases);
TEST_CASE_TEMPLATE_APPLY(numbered_record, Cases);
TEST_CASE_TEMPLATE_APPLY(outside_rules, Cases);
TEST_CASE_TEMPLATE_APPLY(refused, Cases);

} // namespace engine_match_test
