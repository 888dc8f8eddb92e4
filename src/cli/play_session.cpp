#include "cli/play_session.hpp"

#include "cli/warning_line.hpp"

#include "parlor/cards/text_as_data.hpp"

#include <filesystem>

namespace parlor::cli {

CLI::App* add_play_command(Commands& commands, const PlayCommand& command,
                           const std::vector<std::string>& strategies,
                           std::function<int(const PlayOptions&, const Io&)> run) {
    auto options = std::make_shared<PlayOptions>();
    CLI::App* play = commands.play.add_subcommand(command.id, command.description);
    play->add_option("--seed", options->seed, command.seed_help);
    play->add_option("--load", options->load, "resume the game saved in this file");
    play->add_option("--computer", options->computer, "the computer's strategy")
        ->check(CLI::IsMember(strategies))
        ->capture_default_str();
    if (!command.deck_help.empty()) {
        play->add_option("--deck", options->deck, command.deck_help);
    }
    play->add_flag("--force", options->force, "let a save replace a file that is already there");
    if (command.records) {
        play->add_option("--log", options->log,
                         "write the game's record (JSON Lines) to this file, as it is played (a "
                         "resumed game's from where it was loaded)");
    }
    play->callback([options, &commands, run = std::move(run)] {
        Io io = commands.io;
        io.replace_files = options->force;
        commands.exit_code = run(*options, io);
    });
    return play;
}

Ending quit_game(const Io& io) {
    io.out << "You quit the game; it was not saved.\n";
    return Ending::Quit;
}

MenuResult menu_until_move(Prompter& ask, const Io& io, std::string_view heading,
                           const MenuOffer& offer, const MenuActions& actions) {
    for (;;) {
        io.out << heading << '\n';
        switch (ask_menu(ask, io, offer)) {
        case MenuChoice::Save:
            if (actions.save()) {
                return {Ending::Saved};
            }
            break;
        case MenuChoice::Help:
            actions.help();
            break;
        case MenuChoice::Quit:
            return {quit_game(io)};
        case MenuChoice::Move:
            return {};
        case MenuChoice::Undo:
            actions.undo();
            return {std::nullopt, true};
        case MenuChoice::Redo:
            actions.redo();
            return {std::nullopt, true};
        }
    }
}

void print_warnings(const std::vector<std::string>& warnings, const Io& io,
                    const std::string& file) {
    for (const std::string& warning : warnings) {
        io.out << warning_line(warning, file, "Warning: ") << '\n';
    }
}

bool ask_to_save(Prompter& ask, const Io& io, std::string_view question,
                 const std::function<std::optional<std::string>(const std::string& path)>& save) {
    for (;;) {
        const std::string path = ask.ask(question);
        if (path.empty()) {
            return false;
        }
        std::error_code ec;
        if (!io.replace_files && std::filesystem::exists(path, ec)) {
            ask.complain(cards::printable(path) +
                         " is already there and was left as it is: give another name (or "
                         "start with --force to let a save replace a file).");
            continue;
        }
        if (const std::optional<std::string> error = save(path)) {
            ask.complain("The game could not be saved: " + *error);
            continue;
        }
        io.out << "The game is saved in " << cards::printable(path) << ". Goodbye!\n";
        return true;
    }
}

void print_help(const std::vector<std::string>& lines, const Io& io) {
    io.out << "Help:\n";
    for (const std::string& line : lines) {
        io.out << "  " << line << '\n';
    }
}

void print_reasons(const std::vector<std::string>& reasons, const Io& io, Prompter& ask) {
    if (reasons.empty()) {
        return;
    }
    io.out << "  - " << reasons.front() << (reasons.size() > 1 ? " (why: more)" : "") << '\n';
    ask.keep_details({reasons.begin() + 1, reasons.end()});
}

} // namespace parlor::cli
