#include "app/catalogue.hpp"

#include "app/core/app.hpp"
#include "app/cribbage_launch.hpp"
#include "app/fivecrowns_launch.hpp"
#include "app/rules_text.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/save.hpp"

namespace parlor::app {

namespace {

// Reads a saved game with its game's reader and opens it on that game's table, with the
// difficulty and name of the settings; or the reader's one-line error.
template <class Start, class Load, class Make>
OpenedGame open_with(App& app, const std::string& path, Load load, Make make_table) {
    OpenedGame opened;
    auto loaded = load(path);
    if (!loaded.state) {
        opened.error = loaded.error.empty() ? path + ": the file could not be read" : loaded.error;
        return opened;
    }
    Start start;
    start.state = std::move(*loaded.state);
    start.seed = app.next_seed();
    start.player_name = app.settings().player_name;
    start.difficulty = app.settings().difficulty;
    start.loaded_from = path;
    start.warnings = std::move(loaded.warnings);
    opened.scene = make_table(app, std::move(start));
    return opened;
}

// ---- Five Crowns ----

StartedGame start_fivecrowns(App& app, const NewGameChoice& choice) {
    cards::Rng rng(choice.seed);
    fivecrowns::GameState state = fivecrowns::new_game(rng);
    const fivecrowns::Outcome outcome =
        fivecrowns::apply(state, fivecrowns::CallToss{choice.called_heads}, rng);

    FiveCrownsStart start;
    start.player_name = choice.player_name;
    start.difficulty = choice.difficulty;
    for (const auto& event : outcome.events) {
        if (const auto* toss = std::get_if<fivecrowns::TossEvent>(&event)) {
            start.toss = *toss;
        }
    }
    start.seed = rng.fork_seed();

    StartedGame started;
    started.human_first = state.turn == fivecrowns::Seat::Human;
    if (start.toss) {
        const bool right = start.toss->called_heads == start.toss->landed_heads;
        started.toss_line = std::string(start.toss->landed_heads ? "Heads" : "Tails") +
                            (right ? " — you called it right. You play first."
                                   : " — the computer won the toss and plays first.");
    }
    start.state = std::move(state);
    started.scene = make_fivecrowns_table(app, std::move(start));
    return started;
}

OpenedGame open_fivecrowns(App& app, const std::string& path) {
    return open_with<FiveCrownsStart>(app, path, fivecrowns::load_save_file, make_fivecrowns_table);
}

// ---- Cribbage ----

StartedGame start_cribbage(App& app, const NewGameChoice& choice) {
    CribbageStart start;
    start.state = cribbage::new_game(); // the table opens on the cut for the deal
    start.seed = choice.seed;
    start.player_name = choice.player_name;
    start.difficulty = choice.difficulty;
    StartedGame started;
    started.scene = make_cribbage_table(app, std::move(start));
    return started;
}

OpenedGame open_cribbage(App& app, const std::string& path) {
    return open_with<CribbageStart>(app, path, cribbage::load_save_file, make_cribbage_table);
}

std::vector<GameInfo> build_catalogue() {
    std::vector<GameInfo> games;
    GameInfo fc;
    fc.id = "fivecrowns";
    fc.title = "Five Crowns";
    fc.tagline = "Five suits, eleven rounds, a new wild card every round. Lowest score wins.";
    fc.rules = fivecrowns_rules_text;
    fc.has_coin_toss = true;
    fc.difficulties = {"random", "greedy", "expert"};
    fc.start = start_fivecrowns;
    fc.open = open_fivecrowns;
    games.push_back(std::move(fc));

    GameInfo cr;
    cr.id = "cribbage";
    cr.title = "Cribbage";
    cr.tagline = "Fifteen two, fifteen four: peg your way round the board to 121.";
    cr.rules = cribbage_rules_text;
    cr.has_coin_toss = false; // the players cut for the first deal on the table
    cr.difficulties = cribbage::strategy_names();
    cr.start = start_cribbage;
    cr.open = open_cribbage;
    games.push_back(std::move(cr));
    return games;
}

} // namespace

const std::vector<GameInfo>& catalogue() {
    static const std::vector<GameInfo> games = build_catalogue();
    return games;
}

const GameInfo* find_game(std::string_view id) {
    for (const GameInfo& g : catalogue()) {
        if (g.id == id) {
            return &g;
        }
    }
    return nullptr;
}

SaveSummary summarize_save_file(const std::string& path) {
    std::string read_error;
    const auto text = cards::read_whole_file(path, read_error);
    if (!text) {
        return SaveSummary{{}, {}, path + ": cannot be read (" + read_error + ")"};
    }
    SaveSummary s;
    if (const parlor::catalogue::Game* game = parlor::catalogue::detect_game(*text)) {
        s.game_id = std::string(game->id);
    }
    const parlor::catalogue::CheckReport report = parlor::catalogue::check_text(*text, path);
    if (report.ok) {
        s.line = report.summary;
    } else {
        s.error = report.error;
    }
    return s;
}

OpenedGame open_save_file(App& app, const std::string& path) {
    std::string read_error;
    const auto text = cards::read_whole_file(path, read_error);
    if (!text) {
        return OpenedGame{nullptr, path + ": cannot be read (" + read_error + ")"};
    }
    const parlor::catalogue::Game* game = parlor::catalogue::detect_game(*text);
    if (!game) {
        return OpenedGame{nullptr, parlor::catalogue::check_text(*text, path).error};
    }
    const GameInfo* table = find_game(game->id);
    if (!table || !table->open) {
        return OpenedGame{nullptr, path + ": a saved game of " + std::string(game->name) +
                                       ", which the window cannot play yet (try parlor-cli)"};
    }
    return table->open(app, path);
}

} // namespace parlor::app
