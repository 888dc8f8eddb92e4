// Renders every framework scene at five sizes (and at 200% in two), checking that no line of text
// runs into another, out of its panel or off the window. With PARLOR_SCREENSHOT_DIR set, each is
// also written there as a PNG for a person to look at.

#include "text_layout.hpp"

#include "app/table_entries.hpp"

#include "app/casino/results.hpp"
#include "app/fivecrowns/results.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/scenes/continue_dialog.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/scenes/pause_overlay.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/scenes/statistics_scene.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/fivecrowns/melds.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <SDL_image.h>
#include <doctest/doctest.h>
#include <filesystem>
#include <tuple>
#include <vector>

namespace screens_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace fc = parlor::fivecrowns;

namespace {

fc::GameState played_game(std::uint64_t seed, int rounds) {
    parlor::cards::Rng rng(seed);
    fc::GameState s = fc::new_game(rng);
    fc::apply(s, fc::CallToss{true}, rng);
    // Play rounds by always drawing from the stock and discarding the first card; enough to
    // give the result screens real melds and scores.
    for (int guard = 0; guard < 20000 && static_cast<int>(s.results.size()) < rounds &&
                        s.phase != fc::Phase::GameOver;
         ++guard) {
        if (s.phase == fc::Phase::RoundOver) {
            fc::apply(s, fc::NextRound{}, rng);
        } else if (s.phase == fc::Phase::Draw) {
            fc::apply(s, fc::DrawStock{}, rng);
        } else if (s.phase == fc::Phase::Discard) {
            // Discard the card that leaves the fewest points.
            const auto& hand = s.player(s.turn).hand;
            std::size_t best = 0;
            int best_points = 1 << 30;
            for (std::size_t i = 0; i < hand.size(); ++i) {
                std::vector<fc::Card> rest = hand;
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                const int p = fc::best_points(rest, s.wild_rank());
                if (p < best_points) {
                    best_points = p, best = i;
                }
            }
            fc::apply(s, fc::Discard{hand[best]}, rng);
        }
    }
    return s;
}

TextFaults faults;

std::vector<fc::Card> cards_of(std::string_view text) {
    std::vector<fc::Card> out;
    for (const std::string_view word : parlor::cards::split_words(text)) {
        out.push_back(*parlor::cards::parse_card(word));
    }
    return out;
}

void shoot(AppFixture& f, const std::string& name) {
    f.app->step();
    if (const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR")) {
        REQUIRE_FALSE(f.app->save_screenshot(std::string(dir) + "/" + name + ".png").has_value());
    }
    faults.look(*f.app, name);
}

} // namespace

TEST_CASE("every framework screen renders (and is written out on request)") {
    // Seven rounds really played (melds and leftovers for the round screens), then four more
    // scored by hand so the score sheet is full.
    fc::GameState game = played_game(77, 7);
    REQUIRE(game.results.size() == 7);
    for (int round = 8; round <= 11; ++round) {
        fc::RoundResult r;
        r.round = round;
        r.went_out = round % 2 ? fc::Seat::Human : fc::Seat::Computer;
        r.points = {round % 2 ? 0 : 3 * round, round % 2 ? 2 * round : 0};
        game.results.push_back(r);
    }
    game.phase = fc::Phase::GameOver;
    fc::GameState midway = played_game(78, 3);
    parlor::cards::Rng rng(1);
    REQUIRE(fc::apply(midway, fc::NextRound{}, rng).ok); // round 4, before the first turn
    GameHooks hooks;
    hooks.default_save_name = "five-crowns-round-4";
    hooks.save = [midway](const std::string& path) { return fc::save_to_file(path, midway); };
    hooks.help = [] {};

    PercentGuard guard;
    // Every size at 100%, then the largest text and cards in the least and a common window.
    std::vector<std::tuple<int, int, int>> looks;
    for (const auto& [w, h] : layout_sizes) {
        looks.emplace_back(w, h, 100);
    }
    for (const auto& [w, h] : scaled_sizes) {
        looks.emplace_back(w, h, largest_percent);
    }
    for (const auto& [w, h, percent] : looks) {
        const std::string size =
            size_name(w, h) + (percent == 100 ? "" : "-" + std::to_string(percent));
        AppFixture f(w, h);
        const UnpaintedFrames unpainted(*f.app);
        f.app->set_ui_scale(percent);
        REQUIRE_FALSE(fc::save_to_file(f.dir.file("evening game.txt"), midway));
        f.dir.write("broken.txt", "Round: 12\n");
        shoot(f, "title-" + size);
        f.app->push(std::make_unique<NewGameScene>(*f.app));
        shoot(f, "newgame-" + size);
        f.key(SDLK_RETURN);
        f.key(SDLK_RETURN);
        shoot(f, "newgame-players-" + size);
        f.key(SDLK_RETURN); // two players
        shoot(f, "newgame-name-" + size);
        f.key(SDLK_RETURN);
        f.key(SDLK_RETURN);
        shoot(f, "newgame-toss-" + size);
        f.app->go_to_title();
        // Cruno for ten: the nine seats, then the rules.
        f.app->push(std::make_unique<NewGameScene>(*f.app));
        for (int i = 0; i < 4; ++i) {
            f.key(SDLK_DOWN);
        }
        f.key(SDLK_RETURN);
        f.key(SDLK_UP); // mixed, below expert
        f.key(SDLK_RETURN);
        for (int i = 0; i < 6; ++i) {
            f.key(SDLK_RIGHT);
        }
        f.key(SDLK_RETURN);
        f.key(SDLK_UP); // the last seat, with its note
        shoot(f, "newgame-seats-" + size);
        f.key(SDLK_DOWN);
        f.key(SDLK_RETURN);
        shoot(f, "newgame-rules-" + size);
        f.app->go_to_title();
        // Cruno heads-up against the trickster: the players step with its note.
        f.app->push(std::make_unique<NewGameScene>(*f.app));
        for (int i = 0; i < 4; ++i) {
            f.key(SDLK_DOWN);
        }
        f.key(SDLK_RETURN);
        f.key(SDLK_DOWN); // the trickster, the last choice
        f.key(SDLK_RETURN);
        f.key(SDLK_LEFT);
        f.key(SDLK_LEFT); // two players
        shoot(f, "newgame-trickster-" + size);
        f.app->go_to_title();
        f.app->push(std::make_unique<LoadDialog>(*f.app));
        shoot(f, "load-" + size);
        {
            // The browser in another folder: a sub-folder, a save, a file that does not open
            // (its name not UTF-8) with its line in the preview, then the folder above.
            auto* load = f.top_as<LoadDialog>();
            std::filesystem::create_directories(f.dir.file("older games/from last winter"));
            REQUIRE_FALSE(fc::save_to_file(f.dir.file("older games/june evening.txt"), midway));
            f.dir.write("older games/caf\xe9 corrupted.txt",
                        "Round: 1\n\nComputer:\n   Score: 0\n   Hand: XS KH 1D\n");
            load->browse(f.dir.file("older games"));
            shoot(f, "load-folder-" + size);
            while (load->chosen()->kind != FolderEntry::Kind::Unloadable) {
                f.key(SDLK_DOWN);
            }
            shoot(f, "load-error-" + size);
            f.key(SDLK_HOME);
            shoot(f, "load-up-" + size);
        }
        f.app->replace(std::make_unique<SettingsScene>(*f.app));
        shoot(f, "settings-" + size);
        for (int i = 0; i < 5; ++i) {
            f.key(SDLK_DOWN); // a long note: hide the computer's hand
        }
        shoot(f, "settings-hand-" + size);
        for (const TableEntry& game : tables()) {
            f.app->replace(std::make_unique<SettingsScene>(*f.app, game.id));
            shoot(f, "settings-" + game.id + "-" + size);
            f.app->replace(std::make_unique<RulesOverlay>(*f.app, game.id));
            shoot(f, "rules-" + game.id + "-" + size);
        }
        f.app->replace(std::make_unique<RulesOverlay>(*f.app, "fivecrowns"));
        shoot(f, "rules-" + size);
        f.app->replace(std::make_unique<ShortcutsOverlay>(*f.app));
        shoot(f, "shortcuts-" + size);
        f.app->replace(std::make_unique<PauseOverlay>(*f.app, hooks));
        shoot(f, "pause-" + size);
        f.app->replace(std::make_unique<SaveDialog>(*f.app, hooks));
        shoot(f, "save-" + size);
        f.key(SDLK_BACKSPACE); // the suggested name cleared, then Save: the dialog says why not
        f.key(SDLK_RETURN);
        shoot(f, "save-error-" + size);
        f.app->replace(std::make_unique<ConfirmDialog>(
            *f.app, "Replace evening game.txt?",
            "A file named evening game.txt is already in " + f.app->data_dir() +
                ". Replace it with this game, or keep it and choose another name?",
            "Replace it", "Keep it", nullptr));
        shoot(f, "confirm-" + size);
        REQUIRE_FALSE(fc::save_to_file(f.app->unfinished().path("fivecrowns"), midway));
        f.app->replace(std::make_unique<ContinueDialog>(*f.app));
        shoot(f, "continue-" + size);
        f.app->unfinished().remove("fivecrowns");
        using parlor::app::table::ResultsScreen;
        namespace fct = parlor::app::fivecrowns_table;
        auto between =
            fct::round_results(game.results[6], std::array<int, 2>{97, 45},
                               std::array<std::string, 2>{"Ada", "Computer"}, false, nullptr);
        between.on_leave = [] {}; // as the table gives it: Back to the title
        f.app->reset_to(std::make_unique<ResultsScreen>(*f.app, std::move(between)));
        shoot(f, "round-results-" + size);
        f.app->reset_to(std::make_unique<ResultsScreen>(
            *f.app,
            fct::round_results(game.results[5], fc::scores(game),
                               std::array<std::string, 2>{"Ada", "Computer"}, true, nullptr)));
        shoot(f, "round-results-last-" + size);
        // Round 11: thirteen cards in five groups, the last one card "Left over: 5 points" at
        // the band's end (it ran out of the band), and kings wild in their own place.
        fc::RoundResult last;
        last.round = 11;
        last.went_out = fc::Seat::Computer;
        last.arrangements[0] =
            fc::best_arrangement(cards_of("3S 4S 5S 9C 9D 9T 7H 8H 9H QD QC KS 5D"), 13);
        last.arrangements[1] =
            fc::best_arrangement(cards_of("3D 4D 5D 6D 7D 8D 9D XD JD QD KD JT QT"), 13);
        REQUIRE(last.arrangements[0].leftover.size() == 1);
        REQUIRE(last.arrangements[0].points == 5);
        last.points = {last.arrangements[0].points, 0};
        auto eleventh =
            fct::round_results(last, std::array<int, 2>{97, 45},
                               std::array<std::string, 2>{"Ada", "Computer"}, true, nullptr);
        f.app->reset_to(std::make_unique<ResultsScreen>(*f.app, std::move(eleventh)));
        shoot(f, "round-results-11-" + size);
        // Casino between rounds, its buttons as the table gives them: "Deal the next round"
        // was wider than its button at 1280x720.
        parlor::casino::RoundScore score{};
        auto casino_round = parlor::app::casino_table::round_results(
            score, 2, std::array<int, 2>{7, 12}, parlor::app::table::Names("Ada"), false, nullptr);
        casino_round.on_leave = [] {};
        casino_round.review = [] { return parlor::record::Review{}; };
        f.app->reset_to(std::make_unique<ResultsScreen>(*f.app, std::move(casino_round)));
        shoot(f, "casino-round-results-" + size);
        auto end = fct::game_results(game, std::array<std::string, 2>{"Ada", "Computer"});
        end.again = NewGameChoice{}; // as the table gives it: Play again
        f.app->reset_to(std::make_unique<ResultsScreen>(*f.app, std::move(end)));
        shoot(f, "game-results-" + size);
        CHECK(f.top() == "game_results");
        // The statistics, with some games of each kind for the sheet and the chart.
        Statistics stats;
        parlor::cards::Rng dice(7);
        for (int g = 0; g < 27; ++g) {
            GameRecord r;
            const auto roll = dice.below(10);
            r.result = roll < 6   ? GameRecord::Result::Win
                       : roll < 9 ? GameRecord::Result::Loss
                                  : GameRecord::Result::Tie;
            r.score = r.result == GameRecord::Result::Win
                          ? 30.0 + static_cast<double>(dice.below(60))
                          : 90.0 + static_cast<double>(dice.below(80));
            r.undo = g % 9 == 0;
            stats.add("fivecrowns", g % 3 ? "expert" : "greedy", r, ScoreSense{"Your total", true});
        }
        REQUIRE_FALSE(save_statistics(f.app->statistics_path(), stats));
        f.app->push(std::make_unique<StatisticsScene>(*f.app, "fivecrowns"));
        shoot(f, "statistics-" + size);
    }
    faults.check();
}

} // namespace screens_test
