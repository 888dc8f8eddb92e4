// Cribbage's game record: written as the game goes, read back strictly, replayed through the
// rules to the same scores; and the review judged from the seat's view alone.

#include "common/position_record.hpp"
#include "common/record_text.hpp"
#include "common/review_checks.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cribbage/match.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/review.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "test_cards.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

namespace game_record_test {

using parlor::test::find_line;
using parlor::test::line_of;
using parlor::test::with_line;

using namespace parlor::cribbage;

namespace {

struct Played {
    std::string text;                                  // the record
    std::vector<parlor::cribbage::GameRecord> results; // what play_game returned, game by game
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

RecordedGames read_or_fail(const std::string& text) {
    RecordedGames read = read_recorded_games(text, "r.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    return read;
}

parlor::record::Review review_of(const RecordedGame& game, Seat seat, std::string& error) {
    return review(game, seat, "r.jsonl", 1, error);
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
        CHECK(scores(state) == played.results[g].scores);
        CHECK(winner(state) == played.results[g].winner);
        CHECK(state.deal_number == played.results[g].deals);
        // The record states every deal's scores and the end; the replay checked each.
        CHECK(game.scores.size() == static_cast<std::size_t>(state.deal_number));
        CHECK(game.scores.back().end);
    }
}

TEST_CASE("chance drawn first, then applied, is what apply with the generator does") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState by_rng = new_game();
        GameState by_chance = new_game();
        Rng one(seed);
        Rng two(seed);
        auto strategy = make_strategy("random", seed);
        while (by_rng.phase != Phase::GameOver) {
            const Action action = strategy->decide(view_for(by_rng, by_rng.turn)).action;
            const Chance chance = draw_chance(by_chance, action, two);
            REQUIRE(apply(by_rng, action, one));
            REQUIRE(apply(by_chance, action, chance));
            REQUIRE(by_rng.player(Seat::Human).hand == by_chance.player(Seat::Human).hand);
            REQUIRE(by_rng.player(Seat::Computer).hand == by_chance.player(Seat::Computer).hand);
            REQUIRE(by_rng.stock == by_chance.stock);
            REQUIRE(by_rng.starter == by_chance.starter);
            REQUIRE(scores(by_rng) == scores(by_chance));
        }
    }
}

TEST_CASE("chance that cannot be is refused, and nothing changes") {
    GameState state = new_game();
    Rng rng(5);
    Chance chance = draw_chance(state, CutForDeal{}, rng);
    REQUIRE(chance.deck.size() == 52);
    Chance twice = chance;
    twice.deck[1] = twice.deck[0];
    CHECK(apply(state, CutForDeal{}, twice).error ==
          "the deck dealt is not the 52 cards, each once");
    Chance tie_last = chance;
    tie_last.cuts = {Cut{test::card("5H"), test::card("5S")}};
    CHECK(apply(state, CutForDeal{}, tie_last).error == "the last cut is a tie: nobody deals");
    CHECK(state.phase == Phase::CutForDeal);
    REQUIRE(apply(state, CutForDeal{}, chance));
    // The pone lays away first: no starter yet; the dealer's lay-away turns one up.
    const std::vector<Card> pone = state.player(state.turn).hand;
    Chance early;
    early.starter = state.stock.front();
    CHECK(apply(state, LayAway{pone[0], pone[1]}, early).error ==
          "only the second lay-away turns up a starter");
    REQUIRE(apply(state, LayAway{pone[0], pone[1]}, Chance{}));
    const std::vector<Card> dealer = state.player(state.turn).hand;
    Chance held;
    held.starter = dealer[3];
    CHECK(apply(state, LayAway{dealer[0], dealer[1]}, held).error ==
          "the starter " + parlor::cards::to_string(dealer[3]) + " is not in the stock");
    CHECK(apply(state, LayAway{dealer[0], dealer[1]}, Chance{}).error ==
          "the second lay-away needs its starter");
}

TEST_CASE("a record that does not replay names its first wrong line") {
    const Played played = play_recorded("greedy", "greedy", 1);
    REQUIRE(replay_error(played.text).empty());

    SUBCASE("a card the seat does not hold") {
        const int at = find_line(played.text, "\"event\":\"play\"");
        std::string line = line_of(played.text, at);
        const auto card_at = line.find("\"card\":\"") + 8;
        const Card played_card =
            test::card(line.substr(card_at, line.find('"', card_at) - card_at));
        const Card other = played_card.rank == 13 ? test::card("AS") : test::card("KS");
        // Whichever it is, a king or an ace of spades is either held (then a later line is
        // wrong, or this one is out of order) or not: the replay must stop at this line.
        line.replace(card_at, line.find('"', card_at) - card_at, parlor::cards::to_string(other));
        const std::string error = replay_error(with_line(played.text, at, line));
        CHECK(error.rfind("r.jsonl:" + std::to_string(at) + ": play the ", 0) == 0);
    }
    SUBCASE("a seat out of turn") {
        const int at = find_line(played.text, "\"event\":\"lay away\"");
        std::string line = line_of(played.text, at);
        const auto seat_at = line.find("\"seat\":") + 7;
        line[seat_at] = line[seat_at] == '0' ? '1' : '0';
        CHECK(replay_error(with_line(played.text, at, line))
                  .find("r.jsonl:" + std::to_string(at) + ": seat ") == 0);
    }
    SUBCASE("a score not as the replay counts it") {
        const int at = find_line(played.text, "\"event\":\"deal over\"");
        const RecordedGames read = read_or_fail(played.text);
        const auto& first = read.games[0].scores[0];
        const std::string line = "{\"event\":\"deal over\",\"game\":1,\"deal\":1,\"scores\":[" +
                                 std::to_string(first.scores[0] + 1) + "," +
                                 std::to_string(first.scores[1]) + "]}";
        CHECK(replay_error(with_line(played.text, at, line)) ==
              "r.jsonl:" + std::to_string(at) + ": the record gives the scores " +
                  std::to_string(first.scores[0] + 1) + " to " + std::to_string(first.scores[1]) +
                  ", but the replay has " + std::to_string(first.scores[0]) + " to " +
                  std::to_string(first.scores[1]));
    }
    SUBCASE("a deck with a card twice") {
        std::string line = line_of(played.text, 2);
        const auto deck_at = line.find("\"deck\":[\"") + 9;
        line.replace(deck_at, 2, line.substr(line.find("\",\"", deck_at) + 3, 2));
        CHECK(replay_error(with_line(played.text, 2, line)) ==
              "r.jsonl:2: cut for the deal: the deck dealt is not the 52 cards, each once");
    }
}

TEST_CASE("the reader names the line and the field it cannot take") {
    const Played played = play_recorded("greedy", "greedy", 1);
    CHECK(replay_error(with_line(played.text, 3, "{\"event\":\"shuffle\",\"game\":1}")) ==
          "r.jsonl:3: an unknown event \"shuffle\" in a record of Cribbage");
    CHECK(replay_error(with_line(played.text, 3,
                                 "{\"event\":\"play\",\"game\":1,\"seat\":0,\"card\":\"5T\"}"))
              .rfind("r.jsonl:3: \"card\" holds \"5T\" is not a card", 0) == 0);
    CHECK(replay_error(with_line(played.text, 1,
                                 "{\"event\":\"start\",\"game\":1,\"parlor\":\"cribbage\","
                                 "\"seats\":[\"a\",\"b\"],\"target\":100}")) ==
          "r.jsonl:1: \"target\" is 100, not 121 or 61");
    CHECK(replay_error(with_line(played.text, 1,
                                 "{\"event\":\"start\",\"game\":1,\"parlor\":\"cribbage\","
                                 "\"seats\":[\"a\",\"b\"],\"target\":121,\"colour\":1}")) ==
          "r.jsonl:1: \"start\" with an unknown field \"colour\"");
}

TEST_CASE("the expert's own moves are no mistakes: at most close calls, marked") {
    const Played played = play_recorded("expert", "expert", 4);
    const RecordedGames read = read_or_fail(played.text);
    int decisions = 0;
    for (const RecordedGame& game : read.games) {
        for (const Seat seat : {Seat::Human, Seat::Computer}) {
            std::string error;
            const parlor::record::Review review = review_of(game, seat, error);
            REQUIRE(error.empty());
            decisions += parlor::test::check_no_mistakes(review);
        }
    }
    CHECK(decisions > 100);
}

TEST_CASE("a greedy player's mistakes are listed with what they cost, the biggest first") {
    const Played played = play_recorded("greedy", "expert", 2);
    const RecordedGames read = read_or_fail(played.text);
    int mistakes = 0;
    for (const RecordedGame& game : read.games) {
        std::string error;
        const parlor::record::Review review = review_of(game, Seat::Human, error);
        REQUIRE(error.empty());
        mistakes += parlor::test::check_mistakes_sorted(review);
    }
    CHECK(mistakes >= 4);
}

TEST_CASE("a greedy player's plays and keeps: each review line compares the two moves") {
    // Issue 42: "Play the Q♥, making 27: the best to the end of the play" said nothing of the
    // 4♠ played instead. The line compares the two by the facts the expert ranked them by.
    const Played played = play_recorded("greedy", "expert", 2);
    const RecordedGames read = read_or_fail(played.text);
    int plays = 0;
    int keeps = 0;
    for (const RecordedGame& game : read.games) {
        std::string error;
        const parlor::record::Review review = review_of(game, Seat::Human, error);
        REQUIRE(error.empty());
        for (const parlor::record::ReviewItem& item : review.items) {
            if (item.unit != parlor::record::points_unit) {
                continue; // near the end the chance to win ranks them: the help's line stays
            }
            CAPTURE(item.reason);
            if (item.played.rfind("play the ", 0) == 0) {
                CHECK(item.reason.rfind("Play " + item.expert.substr(5) + " rather than " +
                                            item.played.substr(5) + ": ",
                                        0) == 0);
                ++plays;
            } else if (item.played.rfind("keep ", 0) == 0) {
                CHECK(item.reason.rfind("Keep ", 0) == 0);
                CHECK(item.reason.find(" rather than ") != std::string::npos);
                CHECK(item.reason.find("expected points this deal, hand ") != std::string::npos);
                ++keeps;
            }
        }
    }
    CHECK(plays > 0);
    CHECK(keeps > 0);
}

TEST_CASE("the review uses no card the player could not see") {
    // At every decision of the reviewed seat, the cards it cannot see (the opponent's hand, the
    // opponent's crib cards, the stock) are dealt again among those places: the judgement is
    // the same.
    const Played played = play_recorded("greedy", "expert", 1);
    const RecordedGame game = read_or_fail(played.text).games[0];
    Rng shuffle(99);
    int judged = 0;
    GameState end;
    const std::string error =
        replay(game, "r.jsonl", end, [&](const GameState& before, const RecordedStep& step) {
            if (step.seat != Seat::Human ||
                (before.phase != Phase::LayAway && before.phase != Phase::Play)) {
                return;
            }
            GameState redealt = before;
            Player& opponent = redealt.player(Seat::Computer);
            parlor::test::redeal({&opponent.hand, &opponent.laid_away, &redealt.stock}, shuffle);
            const Judgement seen = judge(view_for(before, Seat::Human), step.action, 1);
            parlor::test::check_same_judgement(
                seen, judge(view_for(redealt, Seat::Human), step.action, 1));
            judged += seen.decision ? 1 : 0;
        });
    REQUIRE(error.empty());
    CHECK(judged > 10);
}

// ---- a game resumed from a save, recorded from its position ----

namespace {

// The save of tests/data/cribbage/play_go.txt played on to the game's end by a greedy and a
// random player, recorded from the position as loaded.
struct Resumed {
    GameState loaded;
    parlor::test::PlayedOn<GameState> played;
};

Resumed resumed_game() {
    const LoadResult loaded = load_save_file(PARLOR_TEST_DATA "/cribbage/play_go.txt");
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
            if (state.phase == Phase::DealOver) {
                return NextDeal{};
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
    const GameState& played = resumed.played.state;
    REQUIRE(played.phase == Phase::GameOver);
    // The start holds the save as the save writer writes it, in place of the length.
    const auto start = parlor::test::line_json(resumed.played.text, 1);
    CHECK(start["seats"] == nlohmann::ordered_json::array({"greedy", "random"}));
    CHECK(start["position"] == write_save(resumed.loaded));
    CHECK_FALSE(start.contains("target"));

    const RecordedGame game = read_or_fail(resumed.played.text).games[0];
    REQUIRE(game.position.has_value());
    CHECK(write_save(*game.position) == write_save(resumed.loaded));
    GameState replayed;
    int steps = 0;
    const std::string error =
        replay(game, "r.jsonl", replayed, [&](const GameState& before, const RecordedStep&) {
            if (steps++ == 0) {
                CHECK(write_save(before) == write_save(resumed.loaded)); // from the position
            }
        });
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(steps == static_cast<int>(game.steps.size()));
    CHECK(replayed.phase == Phase::GameOver);
    CHECK(scores(replayed) == scores(played));
    CHECK(winner(replayed) == winner(played));
    CHECK(replayed.deal_number == played.deal_number);
    CHECK(replayed.pile == played.pile);
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        CHECK(replayed.player(seat).hand == played.player(seat).hand);
        CHECK(replayed.player(seat).played == played.player(seat).played);
    }
    // The review judges the seat's decisions made after the position.
    std::string review_error;
    const parlor::record::Review reviewed = review_of(game, Seat::Human, review_error);
    CHECK(review_error.empty());
    CHECK(reviewed.decisions > 5);
    for (const auto& item : reviewed.items) {
        CHECK(item.line > 1);
    }
}

TEST_CASE("a damaged position in a start line is refused on it, naming the save's line") {
    const std::string text = resumed_game().played.text;
    // The save reader's refusal, at its line of the saved game.
    CHECK(replay_error(parlor::test::with_position_changed(text, "Score: 52", "Score: lots")) ==
          "r.jsonl:1: \"position\", line 9 of the saved game: the score \"lots\" is not a whole "
          "number of 0 or more");
    // A layout the save reader takes, but not the writer's: refused too, by its line.
    CHECK(replay_error(parlor::test::with_position_changed(text, "   Hand: 2C", "Hand:  2C")) ==
          "r.jsonl:1: \"position\", line 10 of the saved game: \"Hand:  2C 9S\" where the save "
          "writer writes \"   Hand: 2C 9S\" (a record holds the position exactly as the "
          "Cribbage save writer writes it)");
    // The position holds the length: a "target" beside it is a field the reader does not know.
    CHECK(replay_error(parlor::test::with_start_field(text, "target", 61)) ==
          "r.jsonl:1: \"start\" with an unknown field \"target\"");
    CHECK(replay_error(parlor::test::with_start_field(text, "position", 7)) ==
          "r.jsonl:1: \"position\" is 7, not text");
}

} // namespace game_record_test
