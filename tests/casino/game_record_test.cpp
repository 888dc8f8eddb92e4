// Casino's game record: written as the tournament goes, read back strictly, replayed through the
// rules to the same totals; and the review judged from the seat's view alone.

#include "casino/trail_choice.hpp"
#include "common/position_record.hpp"
#include "common/record_text.hpp"
#include "common/review_checks.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/games/casino/match.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/review.hpp"
#include "parlor/games/casino/save.hpp"
#include "test_cards.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

namespace casino_game_record_test {

using parlor::test::find_line;
using parlor::test::with_line;

using namespace parlor::casino;

namespace {

struct Played {
    std::string text;
    std::vector<parlor::casino::GameRecord> results;
};

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
    RecordedGames read = read_recorded_games(text, "c.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    return read;
}

parlor::record::Review review_of(const RecordedGame& game, Seat seat, std::string& error) {
    return review(game, seat, "c.jsonl", 1, error);
}

std::string replay_error(const std::string& text) {
    const RecordedGames read = read_recorded_games(text, "c.jsonl");
    if (!read.ok()) {
        return read.error;
    }
    for (const RecordedGame& game : read.games) {
        GameState state;
        if (std::string error = replay(game, "c.jsonl", state); !error.empty()) {
            return error;
        }
    }
    return {};
}

} // namespace

TEST_CASE("100 simulated tournaments replay from their record to the same totals") {
    const Played played = play_recorded("greedy", "random", 100);
    const RecordedGames read = read_recorded_games(played.text, "c.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(read.games.size() == 100);
    for (std::size_t g = 0; g < read.games.size(); ++g) {
        GameState state;
        const std::string error = replay(read.games[g], "c.jsonl", state);
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(scores(state) == played.results[g].scores);
        CHECK(winner(state) == played.results[g].winner);
        CHECK(state.round == played.results[g].rounds);
        CHECK(read.games[g].scores.back().end);
    }
}

TEST_CASE("chance drawn first, then applied, is what apply with the generator does") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState by_rng = new_game();
        GameState by_chance = new_game();
        Rng one(seed);
        Rng two(seed);
        auto strategy = make_strategy("random", seed);
        while (by_rng.phase != Phase::GameOver && by_rng.round < 30) {
            const Action action = by_rng.phase == Phase::CoinToss ? Action{CallCoin{Coin::Tails}}
                                  : by_rng.phase == Phase::RoundOver
                                      ? Action{NextRound{}}
                                      : strategy->decide(view_for(by_rng, by_rng.turn)).action;
            const Chance chance = draw_chance(by_chance, action, two);
            REQUIRE(apply(by_rng, action, one));
            REQUIRE(apply(by_chance, action, chance));
            for (const Seat seat : {Seat::Human, Seat::Computer}) {
                REQUIRE(by_rng.player(seat).hand == by_chance.player(seat).hand);
                REQUIRE(by_rng.player(seat).pile == by_chance.player(seat).pile);
            }
            REQUIRE(by_rng.deck == by_chance.deck);
            REQUIRE(by_rng.turn == by_chance.turn);
            REQUIRE(scores(by_rng) == scores(by_chance));
        }
    }
}

TEST_CASE("chance that cannot be is refused, and nothing changes") {
    GameState state = new_game();
    Rng rng(3);
    const Chance chance = draw_chance(state, CallCoin{Coin::Heads}, rng);
    REQUIRE(chance.landed.has_value());
    REQUIRE(chance.deck.size() == 52);
    Chance no_coin = chance;
    no_coin.landed.reset();
    CHECK(apply(state, CallCoin{Coin::Heads}, no_coin).error ==
          "the call needs how the coin landed");
    Chance short_deck = chance;
    short_deck.deck.pop_back();
    CHECK(apply(state, CallCoin{Coin::Heads}, short_deck).error ==
          "the deck is not the 52 cards, each once");
    CHECK(state.phase == Phase::CoinToss);
    // A stacked first deck is dealt as it is: the call shuffles nothing.
    GameState stacked = new_game(full_deck());
    CHECK(apply(stacked, CallCoin{Coin::Heads}, chance).error ==
          "the first round's deck was stacked: the call shuffles nothing");
    Chance coin_only;
    coin_only.landed = Coin::Tails;
    REQUIRE(apply(stacked, CallCoin{Coin::Heads}, coin_only));
    CHECK(stacked.turn == Seat::Computer); // heads was called, tails landed
}

TEST_CASE("a record that does not replay names its first wrong line") {
    const Played played = play_recorded("greedy", "greedy", 1);
    REQUIRE(replay_error(played.text).empty());
    SUBCASE("a trail by the seat not to play") {
        const int at = find_line(played.text, "\"event\":\"trail\"");
        REQUIRE(at > 0);
        std::istringstream in(played.text);
        std::string line;
        for (int n = 1; n <= at; ++n) {
            std::getline(in, line);
        }
        const auto seat_at = line.find("\"seat\":") + 7;
        line[seat_at] = line[seat_at] == '0' ? '1' : '0';
        CHECK(replay_error(with_line(played.text, at, line))
                  .rfind("c.jsonl:" + std::to_string(at) + ": seat ", 0) == 0);
    }
    SUBCASE("a capture of a card not on the table") {
        const int at = find_line(played.text, "\"event\":\"capture\"");
        REQUIRE(at > 0);
        std::istringstream in(played.text);
        std::string line;
        for (int n = 1; n <= at; ++n) {
            std::getline(in, line);
        }
        const std::string seat = line.substr(line.find("\"seat\":") + 7, 1);
        const std::string card =
            line.substr(line.find("\"card\":\"") + 8, line.find('"', line.find("\"card\":\"") + 8) -
                                                          line.find("\"card\":\"") - 8);
        const std::string changed = "{\"event\":\"capture\",\"game\":1,\"seat\":" + seat +
                                    ",\"card\":\"" + card + "\",\"taken\":[\"HK\",\"SK\"]}";
        CHECK(replay_error(with_line(played.text, at, changed))
                  .rfind("c.jsonl:" + std::to_string(at) + ": capture ", 0) == 0);
    }
    SUBCASE("a total not as the replay counts it") {
        const int at = find_line(played.text, "\"event\":\"round over\"");
        REQUIRE(at > 0);
        const std::string changed =
            "{\"event\":\"round over\",\"game\":1,\"round\":1,\"scores\":[99,0]}";
        CHECK(replay_error(with_line(played.text, at, changed))
                  .rfind("c.jsonl:" + std::to_string(at) +
                             ": the record gives the totals 99 to 0, "
                             "but the replay has ",
                         0) == 0);
    }
}

TEST_CASE("the reader names the line and the field it cannot take") {
    const Played played = play_recorded("greedy", "greedy", 1);
    CHECK(replay_error(with_line(played.text, 3, "{\"event\":\"shuffle\",\"game\":1}")) ==
          "c.jsonl:3: an unknown event \"shuffle\" in a record of Casino");
    CHECK(replay_error(with_line(played.text, 3,
                                 "{\"event\":\"trail\",\"game\":1,\"seat\":0,\"card\":\"T5\"}"))
              .rfind("c.jsonl:3: \"card\" holds ", 0) == 0);
    CHECK(replay_error(with_line(played.text, 2,
                                 "{\"event\":\"call\",\"game\":1,\"seat\":0,\"call\":\"edge\","
                                 "\"landed\":\"heads\"}")) ==
          "c.jsonl:2: \"call\" is \"edge\", not heads or tails");
    CHECK(replay_error(with_line(played.text, 1,
                                 "{\"event\":\"start\",\"game\":1,\"parlor\":\"casino\","
                                 "\"seats\":[\"a\",\"b\"],\"target\":21}")) ==
          "c.jsonl:1: \"start\" with an unknown field \"target\"");
}

TEST_CASE("the expert's own moves are no mistakes: at most close calls, marked") {
    const RecordedGames read = read_or_fail(play_recorded("expert", "expert", 1).text);
    int decisions = 0;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        std::string error;
        const parlor::record::Review review = review_of(read.games[0], seat, error);
        REQUIRE(error.empty());
        decisions += parlor::test::check_no_mistakes(review);
    }
    CHECK(decisions > 50);
}

TEST_CASE("a greedy player's mistakes are listed with what they cost, the biggest first") {
    const RecordedGames read = read_or_fail(play_recorded("greedy", "expert", 1).text);
    std::string error;
    const parlor::record::Review review = review_of(read.games[0], Seat::Human, error);
    REQUIRE(error.empty());
    for (const parlor::record::ReviewItem& item : review.items) {
        CHECK(item.unit == parlor::record::points_unit);
    }
    CHECK(parlor::test::check_mistakes_sorted(review) >= 3);
    REQUIRE(!review.items.empty());
    CHECK(!review.items.front().close_call); // the mistakes come before the close calls
}

TEST_CASE("between two trails the reason says what tells the cards apart at the table") {
    // Issue 42: "nothing to capture or build" was said of both trails. The human holds the 2♠,
    // the 9♥ and the 9♣ over the K♣ and the Q♦, and has seen nothing else: the 2♠ is a point to
    // whoever takes it, the three 2s and the four aces (the 2♠ and the Q♦ make 14) would take
    // it; only the 9♠ and the 9♦ would take the 9♥, and the 9♣ takes it back.
    using parlor::casino::test::cards;
    using parlor::casino::test::table;
    SeatView view;
    view.phase = Phase::Play;
    view.hand = cards("S2 H9 C9");
    view.table = table("CK DQ");
    const Card two = Card::of(2, Suit::Spades);
    const Card nine = Card::of(9, Suit::Hearts);
    const detail::TrailFacts facts = detail::trail_facts(view, two);
    CHECK(facts.points == 1);
    CHECK(facts.takers == 7);
    CHECK(!facts.taken_back);
    CHECK(detail::trail_facts(view, nine).taken_back == Card::of(9, Suit::Clubs));
    CHECK(detail::trail_choice_reason(view, nine, two) ==
          "Trail the 9\u2665 rather than the 2\u2660: the 2\u2660 is worth a point to whoever "
          "takes it, the 9\u2665 nothing; 2 cards you have not seen would take the 9\u2665, 7 "
          "cards the 2\u2660; your 9\u2663 can take the 9\u2665 back.");
    // Nothing in the expert's favour that the table shows: the look ahead decided, and says so.
    CHECK(detail::trail_choice_reason(view, two, nine) ==
          "Trail the 2\u2660 rather than the 9\u2665: the table shows no plainer difference; the "
          "look at the rest of the round finds it worth more.");
}

TEST_CASE("a greedy player's trails: each review line between two trails says why this one") {
    const RecordedGames read = read_or_fail(play_recorded("greedy", "expert", 1).text);
    int trails = 0;
    for (const auto& game : read.games) {
        for (const Seat seat : {Seat::Human, Seat::Computer}) {
            std::string error;
            const parlor::record::Review review = review_of(game, seat, error);
            REQUIRE(error.empty());
            for (const parlor::record::ReviewItem& item : review.items) {
                if (item.played.rfind("trail ", 0) != 0 || item.expert.rfind("trail ", 0) != 0) {
                    continue;
                }
                CAPTURE(item.reason);
                // "Trail the 9♥ rather than the 2♠: ..." names both cards, never the line true
                // of both.
                CHECK(item.reason.rfind("Trail " + item.expert.substr(6) + " rather than " +
                                            item.played.substr(6) + ": ",
                                        0) == 0);
                CHECK(item.reason.find("nothing to capture or build") == std::string::npos);
                ++trails;
            }
        }
    }
    CHECK(trails > 0);
}

TEST_CASE("moves that differ only by cards that count alike are one choice") {
    const Card five_hearts = Card::of(5, Suit::Hearts);
    const Card five_clubs = Card::of(5, Suit::Clubs);
    const Card five_spades = Card::of(5, Suit::Spades);
    CHECK(alike(Trail{five_hearts}, Trail{five_clubs}));
    CHECK(!alike(Trail{five_hearts}, Trail{five_spades}));
    CHECK(!alike(Trail{Card::of(10, Suit::Hearts)}, Trail{Card::of(10, Suit::Diamonds)}));
    const Card ten = Card::of(10, Suit::Clubs);
    CHECK(alike(Capture{ten, {five_hearts, Card::of(5, Suit::Diamonds)}},
                Capture{ten, {Card::of(5, Suit::Diamonds), five_clubs}}));
    CHECK(
        !alike(Capture{ten, {five_hearts, five_clubs}}, Capture{ten, {five_hearts, five_spades}}));
    CHECK(!alike(Trail{five_hearts}, Build{five_hearts, 10, {five_clubs}, {}}));
}

TEST_CASE("the review uses no card the player could not see") {
    // At each decision of the reviewed seat in the first round, the cards it cannot see (the
    // opponent's hand and the deck) are dealt again among those places: the judgement is the
    // same.
    const RecordedGame game = read_or_fail(play_recorded("greedy", "expert", 1).text).games[0];
    Rng shuffle(99);
    int judged = 0;
    int items = 0;
    GameState end;
    const std::string error =
        replay(game, "c.jsonl", end, [&](const GameState& before, const RecordedStep& step) {
            if (step.seat != Seat::Human || before.phase != Phase::Play || before.round > 1) {
                return;
            }
            GameState redealt = before;
            parlor::test::redeal({&redealt.player(Seat::Computer).hand, &redealt.deck}, shuffle);
            const Judgement seen = judge(view_for(before, Seat::Human), step.action, 1);
            parlor::test::check_same_judgement(
                seen, judge(view_for(redealt, Seat::Human), step.action, 1));
            judged += seen.decision ? 1 : 0;
            items += seen.item ? 1 : 0;
        });
    REQUIRE(error.empty());
    CHECK(judged > 10);
    CHECK(items > 0);
}

// ---- a game resumed from a save, recorded from its position ----

namespace {

// The save of tests/data/casino/spec_example.txt (round 3) played on to the tournament's end by
// a greedy and a random player, recorded from the position as loaded.
struct Resumed {
    GameState loaded;
    parlor::test::PlayedOn<GameState> played;
};

Resumed resumed_game() {
    const LoadResult loaded = load_save_file(PARLOR_TEST_DATA "/casino/spec_example.txt");
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
                return NextRound{};
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
    const auto start = parlor::test::line_json(resumed.played.text, 1);
    CHECK(start["seats"] == nlohmann::ordered_json::array({"greedy", "random"}));
    CHECK(start["position"] == write_save(resumed.loaded));

    const RecordedGame game = read_or_fail(resumed.played.text).games[0];
    REQUIRE(game.position.has_value());
    GameState replayed;
    bool first = true;
    const std::string error =
        replay(game, "c.jsonl", replayed, [&](const GameState& before, const RecordedStep&) {
            if (first) {
                CHECK(write_save(before) == write_save(resumed.loaded)); // from the position
                first = false;
            }
        });
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(replayed.phase == Phase::GameOver);
    CHECK(replayed.round == played.round);
    CHECK(scores(replayed) == scores(played));
    CHECK(winner(replayed) == winner(played));
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        CHECK(replayed.player(seat).hand == played.player(seat).hand);
        CHECK(replayed.player(seat).pile == played.player(seat).pile);
    }
    std::string review_error;
    const parlor::record::Review reviewed = review_of(game, Seat::Human, review_error);
    CHECK(review_error.empty());
    CHECK(reviewed.decisions > 5);
}

TEST_CASE("a damaged position in a start line is refused on it, naming the save's line") {
    const std::string text = resumed_game().played.text;
    CHECK(replay_error(parlor::test::with_position_changed(text, "Score: 14", "Score: lots")) ==
          "c.jsonl:1: \"position\", line 9 of the saved game: the score \"lots\" is not a whole "
          "number of 0 or more");
    // The reader takes builds in braces; the writer writes brackets.
    CHECK(replay_error(parlor::test::with_position_changed(text, "Table: [ [C6 S3] [S9] ]",
                                                           "Table: { [C6 S3] [S9] }")) ==
          "c.jsonl:1: \"position\", line 13 of the saved game: \"Table: { [C6 S3] [S9] } C8 CJ "
          "HA\" where the save writer writes \"Table: [ [C6 S3] [S9] ] C8 CJ HA\" (a record "
          "holds the position exactly as the Casino save writer writes it)");
    // The position holds the decks: a stacked one beside it is a field the reader does not know.
    CHECK(replay_error(parlor::test::with_start_field(text, "stacked", nlohmann::json::array())) ==
          "c.jsonl:1: \"start\" with an unknown field \"stacked\"");
}

} // namespace casino_game_record_test
