#include "cli/check.hpp"

#include "cli/warning_line.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"

#include <CLI/CLI.hpp>

#include <memory>
#include <ostream>
#include <string>

namespace parlor::cli {

namespace {

// Summary and warnings go to `out`; with --canonical, `out` holds only the files' text and the
// rest goes to `err`. Errors always go to `err`.
bool check_one(const std::string& file, const CheckOptions& options, const Io& io) {
    std::string error;
    const std::optional<std::string> text = cards::read_save_file(file, error);
    if (!text) {
        io.err << error << '\n';
        return false;
    }
    const catalogue::Game* game = catalogue::guess_game(*text);
    const catalogue::CheckReport report = catalogue::check_text(*text, file);
    std::ostream& notes = options.canonical ? io.err : io.out;
    if (report.ok && !options.canonical) {
        // The summary names the file's players, and the file's name is any bytes: printable.
        io.out << cards::printable(file) << ": " << cards::printable(report.summary) << '\n';
    }
    for (const std::string& warning : report.warnings) {
        notes << warning_line(warning, file) << '\n';
    }
    if (!report.ok) {
        io.err << report.error << '\n';
        return false;
    }
    if (!options.canonical) {
        return true;
    }
    const std::optional<std::string> canonical = game->canonical(*text);
    if (!canonical) { // check accepted what canonical refused: report it rather than print nothing
        io.err << cards::printable(file) << ": " << game->name
               << " could not write this game back\n";
        return false;
    }
    if (options.files.size() > 1) {
        io.out << "==> " << cards::printable(file) << " <==\n";
    }
    io.out << *canonical;
    return true;
}

} // namespace

int run_check(const CheckOptions& options, const Io& io) {
    bool all_valid = true;
    for (const std::string& file : options.files) {
        all_valid = check_one(file, options, io) && all_valid;
    }
    return all_valid ? exit_ok : exit_bad_input;
}

void add_check_command(CLI::App& root, const Io& io, int& exit_code) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* check = root.add_subcommand(
        "check", "Check saved games: the game, whether the file is valid, a one-line summary.");
    check->add_option("files", options->files, "saved game files")->required();
    check->add_flag("--canonical", options->canonical,
                    "print each valid file as the game itself would write it (after a "
                    "line \"==> FILE <==\" when there are several files)");
    check->callback([options, &io, &exit_code] { exit_code = run_check(*options, io); });
}

} // namespace parlor::cli
