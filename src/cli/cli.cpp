#include "cli/cli.hpp"

#include "cli/advise.hpp"
#include "cli/check.hpp"
#include "cli/commands.hpp"
#include "cli/records.hpp"
#include "cli/seed_option.hpp"

#include "parlor/cards/printable_lines.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <exception>
#include <ostream>
#include <sstream>
#include <string>

namespace parlor::cli {

int run(const std::vector<std::string>& args, const Io& io) {
    CLI::App app{"Parlor in a terminal: play, check saved games, advise, arrange hands, simulate."};
    app.name("parlor-cli");
    app.require_subcommand(1);

    CLI::App* play = app.add_subcommand("play", "Play a game against the computer.");
    play->require_subcommand(1);
    CLI::App* simulate =
        app.add_subcommand("simulate", "Play computer strategies against each other.");
    simulate->require_subcommand(1);
    CLI::App* advice_study = app.add_subcommand(
        "advice-study", "Measure the expert's advice over self-play: stability and latency.");
    advice_study->require_subcommand(1);

    int exit_code = exit_ok;
    add_check_command(app, io, exit_code);
    add_advise_command(app, io, exit_code);
    add_record_commands(app, io, exit_code);
    Commands commands{app, *play, *simulate, *advice_study, io, exit_code};
#define PARLOR_GAME(id) add_##id##_commands(commands);
#include "parlor/games/games.def"
#undef PARLOR_GAME
    check_seed_options(app);

    // CLI11 takes the arguments last first.
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::ParseError& error) {
        // The help or the complaint, which repeats an argument as given (any bytes: a file's
        // name), written as every message quoting a file is.
        std::ostringstream out;
        std::ostringstream err;
        const int code = app.exit(error, out, err);
        io.out << cards::printable_lines(out.str());
        io.err << cards::printable_lines(err.str());
        return code == 0 ? exit_ok : exit_bad_input;
    } catch (const std::exception& error) {
        // A command that fails unexpectedly still ends with a message, never a crash.
        io.err << "parlor-cli: " << cards::printable(error.what()) << '\n';
        return exit_bad_input;
    }
    return exit_code;
}

} // namespace parlor::cli
