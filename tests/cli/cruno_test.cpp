#include "cli_harness.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/cruno/move_words.hpp"
#include "parlor/games/cruno/save.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace cruno_test {

using namespace parlor::cli::test;
using json = nlohmann::ordered_json; // keeps the keys in the order written

namespace {

std::vector<json> read_log(const std::string& path) {
    std::ifstream in(path);
    std::vector<json> lines;
    std::string line;
    while (std::getline(in, line)) {
        lines.push_back(json::parse(line));
    }
    return lines;
}

std::vector<std::string> keys_of(const json& object) {
    std::vector<std::string> keys;
    for (auto it = object.begin(); it != object.end(); ++it) {
        keys.push_back(it.key());
    }
    return keys;
}

std::string documented_example() {
    std::string error;
    const auto text =
        parlor::cards::read_whole_file(data_file("cruno/documented_example.txt"), error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

} // namespace

TEST_CASE("simulate cruno: one entry a seat, each deal played once per rotation, JSON keys") {
    const CliResult r = run_cli({"simulate", "cruno", "--players", "3", "--seats",
                                 "rule,naive,trickster", "--games", "12", "--seed", "4", "--json"});
    REQUIRE(r.code == 0);
    const json object = json::parse(r.out);
    CHECK(keys_of(object) == std::vector<std::string>{
                                 "games", "players", "strategies", "wins", "share", "ci_low",
                                 "ci_high", "decision_ms_p95", "decision_ms_max", "capped_games"});
    CHECK(object["games"] == 12);
    CHECK(object["players"] == 3);
    CHECK(object["strategies"] == json({"rule", "naive", "trickster"}));
    double wins = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        wins += object["wins"][i].get<double>();
        CHECK(object["share"][i].get<double>() ==
              doctest::Approx(object["wins"][i].get<double>() / 12));
        CHECK(object["ci_low"][i].get<double>() <= object["share"][i].get<double>());
        CHECK(object["ci_high"][i].get<double>() >= object["share"][i].get<double>());
    }
    CHECK(wins == doctest::Approx(12)); // shared wins count their share
    CHECK(object["capped_games"] == 0);

    const CliResult text = run_cli({"simulate", "cruno", "--seats", "rule,naive", "--games", "4"});
    CHECK(text.code == 0);
    CHECK(text.out.find("entry 1 (rule): wins ") != std::string::npos);
    CHECK(text.out.find("Fair share: 50.0% each.") != std::string::npos);
}

TEST_CASE("simulate cruno refuses a table that does not add up") {
    const CliResult seats =
        run_cli({"simulate", "cruno", "--players", "4", "--seats", "rule,naive"});
    CHECK(seats.code == 1);
    CHECK(seats.err == "simulate: --seats names 2 strategies for 4 players; name one a seat\n");
    const CliResult games =
        run_cli({"simulate", "cruno", "--seats", "rule,naive,rule", "--games", "10"});
    CHECK(games.code == 1);
    CHECK(games.err.find("--games must be a multiple of the 3 players") != std::string::npos);
    CHECK(run_cli({"simulate", "cruno", "--seats", "rule,wizard"}).code == 1);
    CHECK(run_cli({"simulate", "cruno", "--seats", "rule"}).code == 1);
    CHECK(run_cli({"simulate", "cruno", "--seats", "rule,rule", "--rule", "fast"}).code == 1);
}

TEST_CASE("simulate cruno --log: the record of every game, in the documented shapes, replays") {
    TempFile log("cruno_log.jsonl");
    const CliResult r =
        run_cli({"simulate", "cruno", "--seats", "trickster,rule,naive,rule,naive,rule", "--games",
                 "12", "--seed", "3", "--rule", "draw_two_skips", "--log", log.path(), "--json"});
    REQUIRE(r.code == 0);
    const std::vector<json> lines = read_log(log.path());
    const std::map<std::string, std::vector<std::string>> shapes = {
        {"start", {"event", "game", "parlor", "seats", "rules", "dealer", "deck"}},
        {"draw", {"event", "game", "seat"}},
        {"play", {"event", "game", "seat", "card"}},
        {"convert", {"event", "game", "seat", "card", "suit"}},
        {"end", {"event", "game", "winners", "reason", "penalties"}},
    };
    int starts = 0;
    int ends = 0;
    int converted = 0;
    int eights = 0;
    for (const json& line : lines) {
        const std::string kind = line["event"];
        REQUIRE(shapes.count(kind) == 1);
        std::vector<std::string> expected = shapes.at(kind);
        if ((kind == "play" && line.contains("suit")) ||
            (kind == "draw" && line.contains("stock"))) {
            expected.push_back(kind == "play" ? "suit" : "stock");
        }
        CHECK(keys_of(line) == expected);
        if (kind == "start") {
            ++starts;
            CHECK(line["game"] == starts);
            CHECK(line["parlor"] == "cruno");
            CHECK(line["rules"] == json({"draw_two_skips"}));
            CHECK(line["seats"].size() == 6);
            CHECK(line["deck"].size() == 152); // two decks above five players
        }
        if (kind == "play") {
            const std::string card = line["card"];
            CHECK(line.contains("suit") == (card[0] == '8'));
            eights += card[0] == '8' ? 1 : 0;
        }
        converted += kind == "convert" ? 1 : 0;
        ends += kind == "end" ? 1 : 0;
    }
    CHECK(starts == 12);
    CHECK(ends == 12);
    CHECK(converted > 0);
    CHECK(eights > 0);
    // Every game starts from the seats rotated: the trickster sat in each seat of a deal once.
    CHECK(lines.front()["seats"][0] == "trickster");

    const CliResult replayed = run_cli({"replay", log.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.err.empty());
    const auto said = output_lines(replayed.out);
    REQUIRE(said.size() == 13);
    CHECK(said[0].rfind("game 1: seat", 0) == 0);
    CHECK(said[12] == log.path() + ": 12 games replay through the rules, every action legal and "
                                   "every score as recorded");
    // No human seat: the trickster's (seat 0), its honest decisions judged in chance to win
    // (a conversion is never a decision).
    const CliResult review = run_cli({"review", log.path(), "--json"});
    CHECK(review.code == 0);
    CHECK(review.err.empty());
    const json items = json::parse(review.out)["items"];
    REQUIRE(items.is_array());
    for (const json& item : items) {
        CHECK(item["unit"] == "% chance to win");
        CHECK(item["round"] == 1);
        CHECK(item["played"].get<std::string>().find(" into an 8") == std::string::npos);
    }
    const CliResult text = run_cli({"review", log.path(), "--game", "2", "--seat", "1"});
    CHECK(text.code == 0);
    CHECK(text.out.rfind("Game 2, seat 1 (", 0) == 0);
    CHECK(text.out.find(" decisions") != std::string::npos);
    CHECK(text.out.find(" in game ") == std::string::npos); // one game: no round named
}

TEST_CASE("play cruno: a whole game from the terminal, every move told with its reasons") {
    std::string input = "no\n";
    for (int i = 0; i < 600; ++i) {
        input += "2\ndraw\n1\n";
    }
    TempFile log("cruno_play.jsonl");
    const CliResult game = run_cli({"play", "cruno", "--players", "3", "--opponents",
                                    "rule,trickster", "--seed", "11", "--log", log.path()},
                                   input);
    CHECK(game.code == 0);
    CHECK(game.out.find("Cruno, 3 players: Alice (Intermediate), Bob (Trickster) and you") !=
          std::string::npos);
    CHECK(game.out.find("Bob is the trickster") != std::string::npos);
    CHECK(game.out.find("  1. Save the game\n  2. Make a move\n  3. Ask for help\n  4. Quit the "
                        "game\n") != std::string::npos);
    CHECK(game.out.find("Alice plays the ") != std::string::npos);
    CHECK(game.out.find("\n  - ") != std::string::npos); // the reasons
    CHECK(game.out.find("You draw the ") != std::string::npos);
    CHECK((game.out.find(" wins.") != std::string::npos ||
           game.out.find("you win!") != std::string::npos ||
           game.out.find("share the win.") != std::string::npos));
    const std::vector<json> lines = read_log(log.path());
    REQUIRE(lines.size() > 3);
    CHECK(lines[0]["event"] == "start");
    CHECK(lines[0]["seats"] == json({"human", "rule", "trickster"}));
    CHECK(lines.back()["event"] == "end");
    const CliResult replayed = run_cli({"replay", log.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.err.empty());
}

TEST_CASE("play cruno: help, a save that resumes, quit") {
    const CliResult help = run_cli({"play", "cruno", "--seed", "5"}, "no\n3\n4\n");
    CHECK(help.code == 0);
    CHECK(help.out.find("Cruno, 4 players: Alice (Expert), Bob (Expert), Carol (Expert) and you") !=
          std::string::npos);
    CHECK(help.out.find("Help:\n  ") != std::string::npos);
    CHECK(help.out.find("You quit the game; it was not saved.") != std::string::npos);

    TempFile file("cruno_save.txt");
    const CliResult saved =
        run_cli({"play", "cruno", "--seed", "5", "--players", "2", "--opponents", "naive"},
                "no\n1\n" + file.path() + "\n");
    CHECK(saved.code == 0);
    CHECK(saved.out.find("The game is saved in") != std::string::npos);
    const auto loaded = parlor::cruno::load_save_file(file.path());
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->player(0).is_human());
    CHECK(loaded.state->player(1).plays == "naive");
    CHECK(loaded.state->turn == 0);
    TempFile record("cruno_resumed.jsonl");
    const CliResult resumed =
        run_cli({"play", "cruno", "--load", file.path(), "--log", record.path()}, "2\n2\n4\n");
    CHECK(resumed.code == 0);
    CHECK(resumed.out.find("Cruno, 2 players: Alice (Beginner) and you") != std::string::npos);
    // A resumed game is recorded from the position it was loaded at.
    const std::vector<json> lines = read_log(record.path());
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0]["seats"] == json({"human", "naive"}));
    CHECK(lines[0]["position"] == parlor::cruno::write_save(*loaded.state));
    CHECK(lines[1] == json({{"event", "play"}, {"game", 1}, {"seat", 0}, {"card", "JC"}}));
    CHECK(run_cli({"replay", record.path(), "--check"}).code == 0);
    const CliResult asked = run_cli({"play", "cruno"}, "yes\n" + file.path() + "\n4\n");
    CHECK(asked.out.find("Resuming: Cruno, 2 players, You to play") != std::string::npos);

    CHECK(run_cli({"play", "cruno", "--players", "3", "--opponents", "rule,rule,rule"}).code == 1);
    CHECK(run_cli({"play", "cruno", "--load", data_file("cruno/missing.txt")}).code == 1);
    const CliResult ended = run_cli({"play", "cruno", "--seed", "5"}, "no\n");
    CHECK(ended.code == 1);
    CHECK(ended.err == "The input ended before the game did; the game was not saved.\n");
}

TEST_CASE("play cruno: a move typed by its number, an 8 with its suit, refusals explained") {
    TempFile file("cruno_eight.txt");
    // The documented example with the human to play, holding the 8D (which trades places with
    // the 3D of the stock).
    std::string text = documented_example();
    text.replace(text.find("Turn: 3"), 7, "Turn: 0");
    text.replace(text.find("Hand: 9C 5D 3D"), 14, "Hand: 9C 5D 8D");
    text.replace(text.find(" 8D ", text.find("Stock:")), 4, " 3D ");
    REQUIRE(parlor::cards::write_file_atomically(file.path(), text) == std::nullopt);
    REQUIRE_MESSAGE(parlor::cruno::load_save_file(file.path()).state.has_value(),
                    parlor::cruno::load_save_file(file.path()).error);
    const CliResult r =
        run_cli({"play", "cruno", "--load", file.path(), "--seed", "1"}, "2\n1\n3\n3 hearts\n4\n");
    CHECK(r.out.find("The 9\u2663 does not match the 8\u2660") != std::string::npos);
    CHECK(r.out.find("Name the suit to follow after the 8, like 8D H.") != std::string::npos);
    CHECK(r.out.find("You play the 8\u2666 and name hearts.") != std::string::npos);
}

TEST_CASE("play cruno --log: a table of several human seats is refused before the record is made") {
    TempFile file("cruno_two_humans.txt");
    std::string text = documented_example();
    text.replace(text.find("Plays: expert"), 13, "Plays: human");
    REQUIRE(parlor::cards::write_file_atomically(file.path(), text) == std::nullopt);
    const auto loaded = parlor::cruno::load_save_file(file.path());
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    REQUIRE(loaded.state->player(1).is_human());
    TempFile record("cruno_two_humans.jsonl");
    const CliResult r =
        run_cli({"play", "cruno", "--load", file.path(), "--log", record.path()}, "4\n");
    CHECK(r.code == 1);
    CHECK(r.err == "play: the game has several human seats; the terminal plays one\n");
    // Nothing was written: the file --log names was never created.
    CHECK_FALSE(std::filesystem::exists(record.path()));
}

TEST_CASE("check recognises a Cruno save; advise answers for whoever is to move") {
    const CliResult r = run_cli({"check", data_file("cruno/documented_example.txt")});
    CHECK(r.code == 0);
    CHECK(r.out.find("Cruno, 4 players, Carol to play") != std::string::npos);

    const parlor::catalogue::Game* game = parlor::catalogue::find_game("cruno");
    REQUIRE(game != nullptr);
    REQUIRE(static_cast<bool>(game->advise));
    const std::string text = documented_example();
    const auto advice = game->advise(text, "example.txt", parlor::catalogue::default_advice_seed);
    REQUIRE_MESSAGE(advice.ok, advice.error);
    CHECK(advice.player == "Carol");
    CHECK_FALSE(advice.move.empty());
    std::string error;
    CHECK(parlor::cruno::read_move_words(advice.move, error).has_value());
    REQUIRE(advice.reasons.size() >= 1);
    CHECK(advice.reasons[0].rfind("Play", 0) == 0);
    // The same position with the cards Carol cannot see dealt otherwise: the same advice.
    std::string other = text;
    other.replace(other.find("Hand: 9C 5D 3D"), 14, "Hand: RVD 2H D2S");
    other.replace(other.find("Stock: RVD 2H D2S"), 17, "Stock: 9C 5D 3D");
    const auto moved = parlor::cruno::read_save(other, "other.txt");
    REQUIRE_MESSAGE(moved.state.has_value(), moved.error);
    const auto same = game->advise(other, "other.txt", parlor::catalogue::default_advice_seed);
    REQUIRE(same.ok);
    CHECK(same.move == advice.move);
    CHECK(same.reasons == advice.reasons);
    // A bad file: the reader's error.
    const auto bad = game->advise("Game: Cruno\nPlayers: 1\n", "bad.txt",
                                  parlor::catalogue::default_advice_seed);
    CHECK_FALSE(bad.ok);
    CHECK(bad.error == "bad.txt:2: \"1\" is not a number of players (2 to 10)");
}

TEST_CASE("parlor-cli advise on Cruno saves: text and JSON, blind to the cards not seen") {
    TempFile first("cruno_advise_a.txt");
    TempFile second("cruno_advise_b.txt");
    const std::string text = documented_example();
    std::string other = text;
    other.replace(other.find("Hand: 9C 5D 3D"), 14, "Hand: RVD 2H D2S");
    other.replace(other.find("Stock: RVD 2H D2S"), 17, "Stock: 9C 5D 3D");
    REQUIRE(parlor::cards::write_file_atomically(first.path(), text) == std::nullopt);
    REQUIRE(parlor::cards::write_file_atomically(second.path(), other) == std::nullopt);

    const CliResult plain = run_cli({"advise", first.path()});
    REQUIRE(plain.code == 0);
    CHECK(plain.out.rfind("Game: Cruno\nTo move: Carol\nRecommended move: ", 0) == 0);
    CHECK(plain.out.find("Reasons:\n  - Play") != std::string::npos);
    const CliResult a = run_cli({"advise", "--json", first.path()});
    const CliResult b = run_cli({"advise", "--json", second.path()});
    REQUIRE(a.code == 0);
    REQUIRE(b.code == 0);
    const json object = json::parse(a.out);
    CHECK(object["game"] == "cruno");
    CHECK(object["player"] == "Carol");
    CHECK(object["reasons"].size() >= 1);
    CHECK(a.out == b.out);

    // Positions all through seeded games: the other hands and the stock dealt again from the
    // same cards change nothing in the advice.
    using namespace parlor::cruno;
    int compared = 0;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        Setup setup;
        const int players = 2 + static_cast<int>(seed % 5);
        for (int seat = 0; seat < players; ++seat) {
            setup.seats.push_back(
                {seat == 0 ? "You" : "P" + std::to_string(seat), seat == 0 ? "human" : "rule"});
        }
        Rng rng(seed);
        GameState state = new_game(setup, rng);
        for (int step = 0; step < 60 && state.phase == Phase::Play; ++step) {
            if (step % 7 == 3) {
                GameState shuffled = state;
                std::vector<Card> hidden = shuffled.stock;
                for (int s = 0; s < players; ++s) {
                    if (s != state.turn) {
                        const auto& hand = shuffled.player(s).hand;
                        hidden.insert(hidden.end(), hand.begin(), hand.end());
                    }
                }
                Rng mix(seed + 100);
                mix.shuffle(hidden);
                std::size_t next = 0;
                for (int s = 0; s < players; ++s) {
                    for (Card& c : shuffled.player(s).hand) {
                        c = s == state.turn ? c : hidden[next++];
                    }
                }
                for (Card& c : shuffled.stock) {
                    c = hidden[next++];
                }
                REQUIRE(parlor::cards::write_file_atomically(first.path(), write_save(state)) ==
                        std::nullopt);
                REQUIRE(parlor::cards::write_file_atomically(second.path(), write_save(shuffled)) ==
                        std::nullopt);
                const CliResult x = run_cli({"advise", "--json", first.path()});
                const CliResult y = run_cli({"advise", "--json", second.path()});
                REQUIRE(x.code == 0);
                CHECK(x.out == y.out);
                ++compared;
            }
            const auto legal = legal_actions(state);
            GameState next = state;
            apply(next, legal[rng.below(legal.size())], rng);
            if (next.phase == Phase::GameOver) {
                break;
            }
            state = next;
        }
    }
    CHECK(compared >= 40);
}

} // namespace cruno_test
