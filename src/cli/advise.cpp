#include "cli/advise.hpp"

#include "cli/warning_line.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <memory>
#include <ostream>

namespace parlor::cli {

namespace {

// The player's name and the reasons may come from the file (a Cruno seat's name): printable.
void print_text(const catalogue::Game& game, const catalogue::AdviceReport& advice, const Io& io) {
    using cards::printable;
    io.out << "Game: " << game.name << '\n'
           << "To move: " << printable(advice.player) << '\n'
           << "Recommended move: " << printable(advice.move) << '\n'
           << "Summary: " << printable(advice.summary) << '\n'
           << "Reasons:\n";
    for (const std::string& reason : advice.reasons) {
        io.out << "  - " << printable(reason) << '\n';
    }
}

// `game` is the id that `parlor-cli play` takes, so a script can go on from the advice. The
// fields are documented in docs/cli.md, each game's facts in docs/<game>.md.
void print_json(const catalogue::Game& game, const catalogue::AdviceReport& advice, const Io& io) {
    const nlohmann::ordered_json object{{"game", game.id},
                                        {"player", advice.player},
                                        {"move", advice.move},
                                        {"summary", advice.summary},
                                        {"reasons", advice.reasons},
                                        {"facts", advice.facts},
                                        {"alternatives", advice.alternatives},
                                        {"certainty", advice.certainty}};
    io.out << cards::json_text(object) << '\n';
}

} // namespace

int run_advise(const AdviseOptions& options, const Io& io) {
    std::string error;
    const std::optional<std::string> text = cards::read_save_file(options.file, error);
    if (!text) {
        io.err << error << '\n';
        return exit_bad_input;
    }
    const catalogue::Detection found = catalogue::detect(*text);
    const catalogue::AdviceReport advice =
        catalogue::advise_text(found, *text, options.file, options.seed);
    for (const std::string& warning : advice.warnings) {
        io.err << warning_line(warning, options.file) << '\n';
    }
    if (!advice.ok) {
        io.err << advice.error << '\n';
        return exit_bad_input;
    }
    const catalogue::Game& game = *found.game;
    if (options.json) {
        print_json(game, advice, io);
    } else {
        print_text(game, advice, io);
    }
    return exit_ok;
}

void add_advise_command(CLI::App& root, const Io& io, int& exit_code) {
    auto options = std::make_shared<AdviseOptions>();
    CLI::App* advise = root.add_subcommand(
        "advise", "The move the expert recommends to the player to move in a saved game, and why.");
    advise->add_option("file", options->file, "a saved game of any game")->required();
    advise->add_flag("--json", options->json,
                     "print the advice record as one JSON object {game, player, move, summary, "
                     "reasons, facts, alternatives, certainty} instead of the text");
    advise->add_option("--seed", options->seed,
                       "seed of the advice's own sampling (default: 1, so the same position always "
                       "gets the same advice)");
    advise->callback([options, &io, &exit_code] { exit_code = run_advise(*options, io); });
}

} // namespace parlor::cli
