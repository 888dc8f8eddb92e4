// parlor-cli advise: the expert's move for the player to move in a saved game, as text or JSON,
// decided from that player's view only.

#include "cli_harness.hpp"
#include "random_positions.hpp"

#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/move_words.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/move_words.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/move_words.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

namespace advise_test {

using namespace parlor::cli::test;
namespace fivecrowns = parlor::fivecrowns;
namespace cribbage = parlor::cribbage;
namespace casino = parlor::casino;
namespace pinochle = parlor::pinochle;
using parlor::cards::Card;
using parlor::cards::Rng;
using parlor::cards::Seat;

namespace {

// The advice the game itself gives the seat to move, with the fixed seed of advice from a file.
template <class State, class Advise, class MoveText>
nlohmann::json expected_json(const std::string& game, const State& state, Advise advise,
                             MoveText move_text) {
    const auto view = view_for(state, state.turn);
    const auto advice = advise(view, 1);
    nlohmann::json expected{
        {"game", game},
        {"player", parlor::cards::seat_name(state.turn)},
        {"move", move_text(advice.action)},
        {"summary", advice.summary.empty() ? advice.lines.front() : advice.summary},
        {"reasons", advice.lines}};
    if constexpr (requires { advice_json(view, advice); }) {
        const auto data = advice_json(view, advice);
        expected["facts"] = data["facts"];
        expected["alternatives"] = data["alternatives"];
        expected["certainty"] = data["certainty"];
    } else {
        expected["facts"] = nlohmann::json::object();
        expected["alternatives"] = nlohmann::json::array();
        expected["certainty"] = nlohmann::json::object();
    }
    return expected;
}

template <class State> State load(const std::string& name) {
    if constexpr (std::is_same_v<State, fivecrowns::GameState>) {
        return *fivecrowns::load_save_file(data_file(name)).state;
    } else if constexpr (std::is_same_v<State, pinochle::GameState>) {
        return *pinochle::load_save_file(data_file(name)).state;
    } else {
        return *cribbage::load_save_file(data_file(name)).state;
    }
}

void write(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::vector<Card> sorted(std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

// The cards the opponent of the seat to move keeps hidden from it, in no order.
std::vector<Card> opponent_cards(const fivecrowns::GameState& state) {
    return sorted(state.player(parlor::cards::other(state.turn)).hand);
}
std::vector<Card> opponent_cards(const cribbage::GameState& state) {
    const auto& opponent = state.player(parlor::cards::other(state.turn));
    std::vector<Card> cards = opponent.hand;
    cards.insert(cards.end(), opponent.laid_away.begin(), opponent.laid_away.end());
    return sorted(cards);
}

std::vector<Card> opponent_cards(const casino::GameState& state) {
    return sorted(state.player(parlor::cards::other(state.turn)).hand);
}

// The opponent's unmelded cards in Pinochle: its melds lie on the table.
std::vector<Card> opponent_cards(const pinochle::GameState& state) {
    return sorted(state.player(parlor::cards::other(state.turn)).hand.unmelded());
}

// Deals the cards the seat to move cannot see (the opponent's hand and the stock) anew.
fivecrowns::GameState with_hidden_dealt_anew(fivecrowns::GameState state, Rng& rng) {
    auto& hand = state.player(parlor::cards::other(state.turn)).hand;
    std::vector<Card> hidden = hand;
    hidden.insert(hidden.end(), state.stock.begin(), state.stock.end());
    rng.shuffle(hidden);
    const auto held = static_cast<std::ptrdiff_t>(hand.size());
    hand.assign(hidden.begin(), hidden.begin() + held);
    state.stock.assign(hidden.begin() + held, hidden.end());
    return state;
}

// The same for Cribbage, where the opponent's two crib cards are hidden too.
cribbage::GameState with_hidden_dealt_anew(cribbage::GameState state, Rng& rng) {
    auto& opponent = state.player(parlor::cards::other(state.turn));
    std::vector<Card> hidden = opponent.hand;
    hidden.insert(hidden.end(), opponent.laid_away.begin(), opponent.laid_away.end());
    hidden.insert(hidden.end(), state.stock.begin(), state.stock.end());
    rng.shuffle(hidden);
    const auto held = static_cast<std::ptrdiff_t>(opponent.hand.size());
    const auto crib = static_cast<std::ptrdiff_t>(opponent.laid_away.size());
    opponent.hand.assign(hidden.begin(), hidden.begin() + held);
    opponent.laid_away.assign(hidden.begin() + held, hidden.begin() + held + crib);
    state.stock.assign(hidden.begin() + held + crib, hidden.end());
    return state;
}

// The same for Casino: the opponent's hand and the deck.
casino::GameState with_hidden_dealt_anew(casino::GameState state, Rng& rng) {
    auto& hand = state.player(parlor::cards::other(state.turn)).hand;
    std::vector<Card> hidden = hand;
    hidden.insert(hidden.end(), state.deck.begin(), state.deck.end());
    rng.shuffle(hidden);
    const auto held = static_cast<std::ptrdiff_t>(hand.size());
    hand.assign(hidden.begin(), hidden.begin() + held);
    state.deck.assign(hidden.begin() + held, hidden.end());
    return state;
}

// The same for Pinochle: the opponent's unmelded cards and the stock (its melded cards are on the
// table, its score counts what it captured).
pinochle::GameState with_hidden_dealt_anew(pinochle::GameState state, Rng& rng) {
    auto& hand = state.player(parlor::cards::other(state.turn)).hand;
    std::vector<Card> hidden = hand.unmelded();
    hidden.insert(hidden.end(), state.stock.begin(), state.stock.end());
    rng.shuffle(hidden);
    std::size_t next = 0;
    for (auto& held : hand.cards) {
        if (!held.melded()) {
            held.card = hidden[next++];
        }
    }
    state.stock.assign(hidden.begin() + static_cast<std::ptrdiff_t>(next), hidden.end());
    return state;
}

// Two files of one position, the second with the hidden cards dealt anew, get the same advice
// (the whole JSON object); the opponent holds other cards in the second. A deal the reader refuses
// (a player who said go now holding a card that fits the count) is no position at all: another is
// tried.
template <class State, class ReadSave, class WriteSave>
void check_blind_to_hidden_cards(const State& state, std::uint64_t seed, ReadSave read_save,
                                 WriteSave write_save) {
    Rng rng(seed);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const State shuffled = with_hidden_dealt_anew(state, rng);
        if (opponent_cards(shuffled) == opponent_cards(state) ||
            !read_save(write_save(shuffled), "").state) {
            continue;
        }
        const TempFile seen("advise_seen.txt");
        const TempFile hidden("advise_hidden.txt");
        write(seen.path(), write_save(state));
        write(hidden.path(), write_save(shuffled));
        const CliResult a = run_cli({"advise", "--json", seen.path()});
        const CliResult b = run_cli({"advise", "--json", hidden.path()});
        REQUIRE(a.code == 0);
        CHECK(a.out == b.out);
        return;
    }
    FAIL("no other deal of the hidden cards was found");
}

} // namespace

TEST_CASE("advise: a Five Crowns save, as text") {
    const std::string file = data_file("cli/round3_human.txt");
    const CliResult r = run_cli({"advise", file});
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    const auto expected =
        expected_json("fivecrowns", load<fivecrowns::GameState>("cli/round3_human.txt"),
                      fivecrowns::advise, fivecrowns::move_text);
    // The 9 on the discard pile makes a book with the 9s in hand: take it.
    CHECK(expected["move"] == "discard");
    std::string text = "Game: Five Crowns\nTo move: Human\nRecommended move: discard\nSummary: " +
                       expected["summary"].get<std::string>() + "\nReasons:\n";
    for (const auto& line : expected["reasons"]) {
        text += "  - " + line.get<std::string>() + "\n";
    }
    CHECK(r.out == text);
    CHECK(expected["reasons"].size() >= 2);
}

TEST_CASE("advise: a Five Crowns save, as JSON, for the computer's seat") {
    const CliResult r = run_cli({"advise", "--json", data_file("cli/round3_computer.txt")});
    CHECK(r.code == 0);
    const auto object = nlohmann::json::parse(r.out);
    CHECK(object.size() == 8);
    CHECK(object["player"] == "Computer");
    CHECK(object == expected_json("fivecrowns",
                                  load<fivecrowns::GameState>("cli/round3_computer.txt"),
                                  fivecrowns::advise, fivecrowns::move_text));
    CHECK(r.out.back() == '\n');
    CHECK(count_of(r.out, "\n") == 1); // one object on one line
}

TEST_CASE("advise: a Cribbage save in the play, as text and JSON") {
    const std::string file = data_file("cribbage/play_go.txt");
    const CliResult text = run_cli({"advise", file});
    CHECK(text.code == 0);
    // At a count of 25 the 2C is the only card of 2C 9S that fits.
    CHECK(text.out.rfind("Game: Cribbage\nTo move: Human\nRecommended move: 2C\nSummary: ", 0) ==
          0);
    const CliResult json = run_cli({"advise", "--json", file});
    CHECK(json.code == 0);
    CHECK(nlohmann::json::parse(json.out) ==
          expected_json("cribbage", load<cribbage::GameState>("cribbage/play_go.txt"),
                        cribbage::advise, cribbage::move_text));
}

TEST_CASE("advise: a Cribbage save at the lay-away names two cards of the hand") {
    const CliResult r = run_cli({"advise", "--json", data_file("cribbage/lay_away_messy.txt")});
    CHECK(r.code == 0);
    const auto object = nlohmann::json::parse(r.out);
    const auto state = load<cribbage::GameState>("cribbage/lay_away_messy.txt");
    CHECK(object == expected_json("cribbage", state, cribbage::advise, cribbage::move_text));
    CHECK(object["player"] == "Computer");
    // The computer holds 5S-XS: keeping the run 6-9 and laying 5S XS in its own crib is best.
    CHECK(object["move"] == "5S XS");
}

TEST_CASE("advise: warnings go to stderr, the advice to stdout") {
    const CliResult r = run_cli({"advise", data_file("fivecrowns/brief_example.txt")});
    CHECK(r.code == 0);
    CHECK(r.err.rfind("warning: ", 0) == 0);
    CHECK(r.err.find("115 cards instead of 116") != std::string::npos);
    CHECK(r.out.rfind("Game: Five Crowns\nTo move: Human\n", 0) == 0);
}

TEST_CASE("advise: a malformed save, an unknown file and a missing one are one-line errors") {
    const std::string bad_round = data_file("cli/bad_round.txt");
    const CliResult bad = run_cli({"advise", bad_round});
    CHECK(bad.code == 1);
    CHECK(bad.out.empty());
    CHECK(bad.err == bad_round + ":1: round 12 is outside 1-11\n");

    const std::string bad_go = data_file("cribbage/documented_example.txt");
    const CliResult go = run_cli({"advise", "--json", bad_go});
    CHECK(go.code == 1);
    CHECK(go.out.empty());
    CHECK(go.err ==
          bad_go + ":17: the Computer said go but holds the 5♥, which fits the count of 21\n");

    const std::string other = data_file("cli/not_a_save.txt");
    const CliResult unknown = run_cli({"advise", other});
    CHECK(unknown.code == 1);
    CHECK(unknown.out.empty());
    CHECK(unknown.err ==
          other + ": not a saved game of Five Crowns, Cribbage, Pinochle, Casino or Cruno\n");

    const CliResult missing = run_cli({"advise", data_file("cli/no_such_file.txt")});
    CHECK(missing.code == 1);
    CHECK(missing.err.find("no_such_file.txt: cannot be read (") != std::string::npos);
    CHECK(count_of(missing.err, "\n") == 1);

    CHECK(run_cli({"advise"}).code == 1);
}

TEST_CASE("Five Crowns advice depends only on what the player to move can see") {
    int positions = 0;
    for (const std::uint64_t seed : {11U, 12U}) {
        for (const fivecrowns::GameState& state : fivecrowns_positions(seed, 24)) {
            if (state.phase != fivecrowns::Phase::Draw) { // saves are made before a turn
                continue;
            }
            check_blind_to_hidden_cards(state, seed + static_cast<std::uint64_t>(positions),
                                        fivecrowns::read_save, fivecrowns::write_save);
            ++positions;
        }
    }
    check_blind_to_hidden_cards(load<fivecrowns::GameState>("cli/round3_human.txt"), 7,
                                fivecrowns::read_save, fivecrowns::write_save);
    CHECK(positions >= 8);
}

TEST_CASE("Cribbage advice depends only on what the player to move can see") {
    int positions = 0;
    for (const std::uint64_t seed : {11U, 12U}) {
        for (const cribbage::GameState& state : cribbage_positions(seed, 12)) {
            check_blind_to_hidden_cards(state, seed + static_cast<std::uint64_t>(positions),
                                        cribbage::read_save, cribbage::write_save);
            ++positions;
        }
    }
    check_blind_to_hidden_cards(load<cribbage::GameState>("cribbage/play_go.txt"), 7,
                                cribbage::read_save, cribbage::write_save);
    CHECK(positions >= 20);
}

TEST_CASE("advise: a Casino save, as text") {
    const CliResult r = run_cli({"advise", data_file("casino/spec_example.txt")});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("Game: Casino\nTo move: Human\nRecommended move: ", 0) == 0);
    const auto state = *casino::load_save_file(data_file("casino/spec_example.txt")).state;
    const auto expected = expected_json("casino", state, casino::advise, casino::move_text);
    CHECK(r.out.find("Recommended move: " + expected["move"].get<std::string>() + "\n") !=
          std::string::npos);
    const CliResult json = run_cli({"advise", "--json", data_file("casino/spec_example.txt")});
    CHECK(nlohmann::json::parse(json.out) == expected);
}

TEST_CASE("Casino advice depends only on what the player to move can see") {
    int positions = 0;
    for (const std::uint64_t seed : {11U, 12U}) {
        for (const casino::GameState& state : casino_positions(seed, 16)) {
            // Nothing to deal anew: the last deal, or an opponent who has played its last card.
            if (state.deck.empty() || state.player(parlor::cards::other(state.turn)).hand.empty()) {
                continue;
            }
            check_blind_to_hidden_cards(state, seed + static_cast<std::uint64_t>(positions),
                                        casino::read_save, casino::write_save);
            ++positions;
        }
    }
    check_blind_to_hidden_cards(*casino::load_save_file(data_file("casino/spec_example.txt")).state,
                                7, casino::read_save, casino::write_save);
    CHECK(positions >= 20);
}

TEST_CASE("advise: a Pinochle save, as text and JSON") {
    const std::string file = data_file("pinochle/documented_example.txt");
    const CliResult text = run_cli({"advise", file});
    CHECK(text.code == 0);
    CHECK(text.err.empty());
    const auto state = load<pinochle::GameState>("pinochle/documented_example.txt");
    const auto expected = expected_json(
        "pinochle", state, pinochle::advise,
        [&state](const pinochle::Action& action) { return pinochle::move_text(action, state); });
    std::string lines =
        "Game: Pinochle\nTo move: Human\nRecommended move: " + expected["move"].get<std::string>() +
        "\nSummary: " + expected["summary"].get<std::string>() + "\nReasons:\n";
    for (const auto& line : expected["reasons"]) {
        lines += "  - " + line.get<std::string>() + "\n";
    }
    CHECK(text.out == lines);
    const CliResult json = run_cli({"advise", "--json", file});
    CHECK(json.code == 0);
    CHECK(nlohmann::json::parse(json.out) == expected);
}

TEST_CASE("Pinochle advice depends only on what the player to lead can see") {
    int positions = 0;
    for (const std::uint64_t seed : {11U, 12U}) {
        for (const pinochle::GameState& state : pinochle_positions(seed, 40)) {
            // Saves are made between tricks, while the stock hides something.
            if (state.phase != pinochle::Phase::Lead || state.stock.empty() || positions >= 16) {
                continue;
            }
            check_blind_to_hidden_cards(state, seed + static_cast<std::uint64_t>(positions),
                                        pinochle::read_save, pinochle::write_save);
            ++positions;
        }
    }
    check_blind_to_hidden_cards(load<pinochle::GameState>("pinochle/documented_example.txt"), 7,
                                pinochle::read_save, pinochle::write_save);
    CHECK(positions >= 10);
}

} // namespace advise_test
