// Pinochle's game record: written as the game goes, read back strictly, replayed through the
// rules to the same scores; chance drawn first and then applied is what the generator did.

#include "common/position_record.hpp"
#include "common/record_text.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/games/pinochle/match.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/review.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "test_cards.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>

namespace pinochle_game_record_test {

using parlor::test::lines_of;
using parlor::test::with_line;

using namespace parlor::pinochle;
using Json = nlohmann::ordered_json;

namespace {

struct Played {
    std::string text;                                  // the record
    std::vector<parlor::pinochle::GameRecord> results; // what play_game returned, game by game
};

// `games` games between two strategies, every one written to one record, as simulate --log.
Played play_recorded(const std::string& a, const std::string& b, int games,
                     std::uint64_t seed = 1) {
    Played played;
    for (int g = 1; g <= games; ++g) {
        auto first = make_strategy(a, parlor::cards::derive_seed(seed, 2 * g));
        auto second = make_strategy(b, parlor::cards::derive_seed(seed, 2 * g + 1));
        MatchOptions options;
        options.record_line = [&](const std::string& line) { played.text += line + "\n"; };
        options.record_game = g;
        played.results.push_back(
            play_game(*first, *second, parlor::cards::derive_seed(seed, 1000 + g), options));
    }
    return played;
}

// A random legal action; at the end of a round, another round until `rounds` are played.
Action random_action(const GameState& state, Rng& pick, int rounds) {
    if (state.phase == Phase::RoundOver) {
        return state.round < rounds ? Action{AnotherRound{}} : Action{EndGame{}};
    }
    const std::vector<Action> actions = legal_actions(state);
    return actions[pick.below(actions.size())];
}

// Everything the rules keep of a game, compared.
void require_same(const GameState& a, const GameState& b) {
    REQUIRE(a.phase == b.phase);
    REQUIRE(a.round == b.round);
    REQUIRE(a.turn == b.turn);
    REQUIRE(a.leader == b.leader);
    REQUIRE(a.trump == b.trump);
    REQUIRE(a.trump_card == b.trump_card);
    REQUIRE(a.stock == b.stock);
    REQUIRE(a.lead == b.lead);
    REQUIRE(a.last_winner == b.last_winner);
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const Player& p = a.player(seat);
        const Player& q = b.player(seat);
        REQUIRE(p.hand == q.hand);
        REQUIRE(p.captured == q.captured);
        REQUIRE(p.declared == q.declared);
        REQUIRE(p.shown == q.shown);
        REQUIRE(p.game_score == q.game_score);
        REQUIRE(p.round_score == q.round_score);
    }
}

RecordedGames read_or_fail(const std::string& text) {
    RecordedGames read = read_recorded_games(text, "r.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    return read;
}

// The first line of `event`, from 1, and its object.
std::pair<int, Json> first_line(const std::string& text, const std::string& event) {
    const std::vector<std::string> lines = lines_of(text);
    for (std::size_t n = 0; n < lines.size(); ++n) {
        Json line = Json::parse(lines[n]);
        if (line["event"] == event) {
            return {static_cast<int>(n) + 1, line};
        }
    }
    FAIL("no line of " << event);
    return {};
}

std::string replay_error(const std::string& text) {
    const RecordedGames read = read_recorded_games(text, "r.jsonl");
    if (!read.ok()) {
        return read.error;
    }
    for (const RecordedGame& game : read.games) {
        GameState state;
        if (std::string error = replay(game, "r.jsonl", state); !error.empty()) {
            return error;
        }
    }
    return {};
}

std::string at_line(int line) {
    return "r.jsonl:" + std::to_string(line) + ": ";
}

} // namespace

TEST_CASE("100 simulated games replay from their record to the same final scores") {
    const Played played = play_recorded("greedy", "random", 100);
    const RecordedGames read = read_or_fail(played.text);
    REQUIRE(read.games.size() == 100);
    for (std::size_t g = 0; g < read.games.size(); ++g) {
        const RecordedGame& game = read.games[g];
        CHECK(game.number == static_cast<int>(g) + 1);
        CHECK(game.seats == std::array<std::string, 2>{"greedy", "random"});
        GameState state;
        const std::string error = replay(game, "r.jsonl", state);
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(state.phase == Phase::GameOver);
        CHECK(round_result(state).round_scores == played.results[g].scores);
        CHECK(scores(state) == played.results[g].scores); // the game is the one round
        CHECK(leading_seat(state) == played.results[g].winner);
        // The record states the round's scores and the end; the replay checked both.
        REQUIRE(game.scores.size() == 2);
        CHECK(game.scores[0].round == 1);
        CHECK(game.scores[1].end);
    }
    // Melded cards are played from their meld, and the record says from which.
    CHECK(played.text.find("\"event\":\"play\",\"game\":1,\"seat\":") != std::string::npos);
    int from_melds = 0;
    for (const std::string& line : lines_of(played.text)) {
        const Json object = Json::parse(line);
        from_melds += object["event"] == "play" && object.contains("meld") ? 1 : 0;
    }
    CHECK(from_melds > 10);
}

TEST_CASE("chance drawn first, then applied, is what apply with the generator does") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng one(seed);
        Rng two(seed);
        // new_game(rng) is new_game of the deck the generator shuffles.
        GameState by_rng = new_game(one);
        std::vector<Card> deck = full_deck();
        two.shuffle(deck);
        GameState by_chance = new_game(deck);
        require_same(by_rng, by_chance);
        Rng pick(seed + 100);
        while (by_rng.phase != Phase::GameOver) {
            const Action action = random_action(by_rng, pick, 3);
            const Chance chance = draw_chance(by_chance, action, two);
            REQUIRE(apply(by_rng, action, one));
            REQUIRE(apply(by_chance, action, chance));
            require_same(by_rng, by_chance);
        }
        CHECK(by_rng.round == 3);
        // Both generators are where they would be: the next draws agree.
        CHECK(one.below(1'000'000) == two.below(1'000'000));
    }
}

TEST_CASE("games of several rounds replay from their record to the same state") {
    std::string text;
    std::vector<GameState> ends;
    for (int g = 1; g <= 10; ++g) {
        Rng rng(static_cast<std::uint64_t>(g));
        Rng pick(static_cast<std::uint64_t>(g) + 50);
        std::vector<Card> deck = full_deck();
        rng.shuffle(deck);
        GameState state = new_game(deck);
        RecordWriter writer([&](const std::string& line) { text += line + "\n"; }, g);
        writer.start({"human", "random"}, deck);
        while (state.phase != Phase::GameOver) {
            const Seat seat = state.turn;
            const Action action = random_action(state, pick, 3);
            const Chance chance = draw_chance(state, action, rng);
            REQUIRE(apply(state, action, chance));
            writer.action(seat, action, chance, state);
        }
        ends.push_back(state);
    }
    const RecordedGames read = read_or_fail(text);
    REQUIRE(read.games.size() == 10);
    int replayed_steps = 0;
    for (std::size_t g = 0; g < read.games.size(); ++g) {
        GameState state;
        const std::string error = replay(read.games[g], "r.jsonl", state,
                                         [&](const GameState& before, const RecordedStep& step) {
                                             CHECK(before.turn == step.seat);
                                             ++replayed_steps;
                                         });
        REQUIRE_MESSAGE(error.empty(), error);
        require_same(state, ends[g]);
        CHECK(read.games[g].scores.size() == 4); // three rounds and the end
    }
    CHECK(replayed_steps ==
          static_cast<int>(std::count(text.begin(), text.end(), '\n')) - 10 * (1 + 4));
    CHECK(text.find("\"event\":\"another round\"") != std::string::npos);
}

TEST_CASE("chance that cannot be is refused, and nothing changes") {
    Rng rng(5);
    GameState state = new_game(rng);
    const GameState before = state;
    CHECK(apply(state, CallToss{true}, Chance{}).error == "the toss needs its coin");
    Chance with_deck;
    with_deck.heads = true;
    with_deck.deck = full_deck();
    CHECK(apply(state, CallToss{true}, with_deck).error == "only a new round has a deck");
    require_same(state, before);
    Chance heads;
    heads.heads = true;
    REQUIRE(apply(state, CallToss{true}, heads));
    CHECK(state.turn == Seat::Human); // a right call: the human leads
    const Action lead = legal_actions(state).front();
    CHECK(apply(state, lead, heads).error == "only the toss has a coin");
    // To the end of the round, then a deck that is not the 48 cards.
    while (state.phase != Phase::RoundOver) {
        REQUIRE(apply(state, legal_actions(state).front(), Chance{}));
    }
    CHECK(apply(state, AnotherRound{}, Chance{}).error ==
          "a new round needs the order of its deck");
    Chance short_deck;
    short_deck.deck = full_deck();
    short_deck.deck.pop_back();
    CHECK(apply(state, AnotherRound{}, short_deck).error == "the deck has 47 cards, not the 48");
    Chance thrice;
    thrice.deck = full_deck();
    thrice.deck[1] = thrice.deck[0];
    CHECK(apply(state, AnotherRound{}, thrice).error ==
          "the deck holds the " + parlor::cards::to_string(thrice.deck[0]) + " more than twice");
    CHECK(state.phase == Phase::RoundOver);
    CHECK(state.round == 1);
    Chance whole;
    whole.deck = full_deck();
    REQUIRE(apply(state, AnotherRound{}, whole));
    CHECK(state.round == 2);
}

TEST_CASE("a record that does not replay names its first wrong line") {
    const Played played = play_recorded("greedy", "greedy", 1);
    REQUIRE(replay_error(played.text).empty());
    const RecordedGame game = read_or_fail(played.text).games[0];

    SUBCASE("a card the seat does not hold") {
        auto [at, line] = first_line(played.text, "play");
        // The leader's twelve, as deal_round dealt them: four at a time, seat 0 first.
        const int seat = line["seat"].get<int>();
        std::vector<Card> held;
        for (int packet = 0; packet < 3; ++packet) {
            const auto from = game.deck.begin() + 8 * packet + 4 * seat;
            held.insert(held.end(), from, from + 4);
        }
        const std::vector<Card> deck = full_deck();
        const Card missing = *std::find_if(deck.begin(), deck.end(), [&](Card card) {
            return std::find(held.begin(), held.end(), card) == held.end();
        });
        line["card"] = parlor::cards::to_string(missing);
        CHECK(replay_error(with_line(played.text, at, line.dump())) ==
              at_line(at) + "play the " + parlor::cards::pretty(missing) + ": The " +
                  parlor::cards::pretty(missing) + " is not in the hand.");
    }
    SUBCASE("a seat out of turn") {
        auto [at, line] = first_line(played.text, "play");
        const int seat = line["seat"].get<int>();
        line["seat"] = 1 - seat;
        CHECK(replay_error(with_line(played.text, at, line.dump())) ==
              at_line(at) + "seat " + std::to_string(1 - seat) + " acts, but it is seat " +
                  std::to_string(seat) + "'s turn");
    }
    SUBCASE("a copy from a meld the seat does not have") {
        auto [at, line] = first_line(played.text, "play");
        line["meld"] = 3;
        CHECK(replay_error(with_line(played.text, at, line.dump()))
                  .rfind(at_line(at) + "play the ", 0) == 0);
    }
    SUBCASE("a score not as the replay counts it") {
        auto [at, line] = first_line(played.text, "round over");
        const std::array<int, 2> points = line["points"].get<std::array<int, 2>>();
        line["points"] = {points[0] + 1, points[1]};
        CHECK(replay_error(with_line(played.text, at, line.dump())) ==
              at_line(at) + "the record gives the round's points " + std::to_string(points[0] + 1) +
                  " to " + std::to_string(points[1]) + ", but the replay has " +
                  std::to_string(points[0]) + " to " + std::to_string(points[1]));
    }
    SUBCASE("a winner not as the replay has it") {
        auto [at, line] = first_line(played.text, "end");
        REQUIRE(line.contains("winner"));
        line["winner"] = 1 - line["winner"].get<int>();
        CHECK(replay_error(with_line(played.text, at, line.dump())).find("the winner, but") !=
              std::string::npos);
    }
    SUBCASE("a first deck with a card three times") {
        auto [at, line] = first_line(played.text, "start");
        const std::string first = line["deck"][0].get<std::string>();
        const auto other = std::find_if(line["deck"].begin(), line["deck"].end(),
                                        [&](const Json& code) { return code != first; });
        *other = first;
        CHECK(replay_error(with_line(played.text, at, line.dump())) ==
              "r.jsonl:1: the first round's deck: the deck holds the " + first +
                  " more than twice");
    }
    SUBCASE("an action the end of the round does not allow") {
        auto [at, line] = first_line(played.text, "end game");
        CHECK(replay_error(with_line(played.text, at,
                                     "{\"event\":\"no meld\",\"game\":1,"
                                     "\"seat\":0}")) ==
              at_line(at) + "declare no meld: The round is over: play another round or end the "
                            "game.");
    }
}

TEST_CASE("the reader names the line and the field it cannot take") {
    const Played played = play_recorded("greedy", "greedy", 1);
    CHECK(replay_error(with_line(played.text, 3, "{\"event\":\"shuffle\",\"game\":1}")) ==
          "r.jsonl:3: an unknown event \"shuffle\" in a record of Pinochle");
    CHECK(replay_error(with_line(played.text, 3,
                                 "{\"event\":\"play\",\"game\":1,\"seat\":0,\"card\":\"8H\"}"))
              .rfind("r.jsonl:3: \"card\" holds \"8H\" is not a Pinochle card", 0) == 0);
    CHECK(replay_error(with_line(played.text, 3,
                                 "{\"event\":\"meld\",\"game\":1,\"seat\":0,\"meld\":\"five-aces\","
                                 "\"cards\":[\"AS\"]}")) ==
          "r.jsonl:3: \"meld\" is \"five-aces\", not a kind of meld");
    CHECK(replay_error(with_line(played.text, 2,
                                 "{\"event\":\"toss\",\"game\":1,\"seat\":0,\"call\":\"heads\","
                                 "\"coin\":\"edge\"}")) ==
          "r.jsonl:2: \"coin\" is \"edge\", not heads or tails");
    auto [at, start] = first_line(played.text, "start");
    start["colour"] = 1;
    CHECK(replay_error(with_line(played.text, at, start.dump())) ==
          "r.jsonl:1: \"start\" with an unknown field \"colour\"");
    start.erase("colour");
    start["seats"] = {"a", "b", "c"};
    CHECK(replay_error(with_line(played.text, at, start.dump())) ==
          "r.jsonl:1: \"seats\" names 3 players; Pinochle has two seats");
    start["seats"] = {"a", "b"};
    start["parlor"] = "cribbage";
    CHECK(replay_error(with_line(played.text, at, start.dump())) ==
          "r.jsonl:1: not a record of Pinochle (\"parlor\" is not \"pinochle\")");
    auto [over_at, over] = first_line(played.text, "round over");
    over["scores"] = {1, 2, 3};
    CHECK(replay_error(with_line(played.text, over_at, over.dump())) ==
          at_line(over_at) + "\"scores\" holds 3 numbers, not one for each of the two seats");
}

// ---- a game resumed from a save, recorded from its position ----

namespace {

// The save of tests/data/pinochle/documented_example.txt played on to the round's end (and the
// game's: no other round) by a greedy and a random player, recorded from the position as loaded.
struct Resumed {
    GameState loaded;
    parlor::test::PlayedOn<GameState> played;
};

Resumed resumed_game() {
    const LoadResult loaded = load_save_file(PARLOR_TEST_DATA "/pinochle/documented_example.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    auto human = make_strategy("greedy", 3);
    auto computer = make_strategy("random", 4);
    Resumed resumed{*loaded.state, {}};
    resumed.played = parlor::test::play_on_recorded<RecordWriter>(
        *loaded.state,
        [](RecordWriter& writer, const GameState& state) {
            writer.start_at({"greedy", "random"}, state);
        },
        [&](const GameState& state) -> Action {
            if (state.phase == Phase::RoundOver) {
                return EndGame{};
            }
            Strategy& strategy = state.turn == Seat::Human ? *human : *computer;
            return strategy.decide(view_for(state, state.turn)).action;
        },
        9);
    return resumed;
}

} // namespace

TEST_CASE("a game resumed from a save is recorded from its position and replays to its end") {
    const Resumed resumed = resumed_game();
    REQUIRE(resumed.played.state.phase == Phase::GameOver);
    const Json start = Json::parse(lines_of(resumed.played.text).front());
    CHECK(start["seats"] == Json::array({"greedy", "random"}));
    CHECK(start["position"] == write_save(resumed.loaded));
    CHECK_FALSE(start.contains("deck"));

    const RecordedGame game = read_or_fail(resumed.played.text).games[0];
    REQUIRE(game.position.has_value());
    GameState replayed;
    bool first = true;
    const std::string error =
        replay(game, "r.jsonl", replayed, [&](const GameState& before, const RecordedStep&) {
            if (first) {
                require_same(before, resumed.loaded); // from the position
                first = false;
            }
        });
    REQUIRE_MESSAGE(error.empty(), error);
    require_same(replayed, resumed.played.state);
    std::string review_error;
    const parlor::record::Review reviewed = review(game, Seat::Human, "r.jsonl", 1, review_error);
    CHECK(review_error.empty());
    CHECK(reviewed.decisions > 5);
}

TEST_CASE("a damaged position in a start line is refused on it, naming the save's line") {
    const std::string text = resumed_game().played.text;
    CHECK(replay_error(
              parlor::test::with_position_changed(text, "Trump Card: AH", "Trump Card: AZ")) ==
          at_line(1) + "\"position\", line 15 of the saved game: \"AZ\" is not a trump card "
                       "(expected a card like AH, or the suit letter C, D, H or S once the card "
                       "is taken)");
    // The reader takes a tab for the indent; the writer writes three spaces.
    CHECK(replay_error(parlor::test::with_position_changed(text, "   Hand: AH", "\tHand: AH")) ==
          at_line(1) + "\"position\", line 11 of the saved game: \"\\tHand: AH AC AS AD XH AC JH "
                       "QC KD 9S 9D\" where the save writer writes \"   Hand: AH AC AS AD XH "
                       "AC JH QC KD 9S 9…\" (a record holds the position exactly as the Pinochle "
                       "save writer writes it)");
    CHECK(replay_error(parlor::test::with_start_field(text, "deck", Json::array())) ==
          at_line(1) + "\"start\" with an unknown field \"deck\"");
}

} // namespace pinochle_game_record_test
