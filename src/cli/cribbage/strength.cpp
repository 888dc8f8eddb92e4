// `parlor-cli cribbage strength`: a match between two strategies with each side's numbers apart.

#include "cli/cribbage/tools.hpp"

#include "parlor/games/cribbage/match.hpp"

#include <ostream>

namespace parlor::cli::crib {

int run_strength(const StrengthOptions& options, const Io& io) {
    parlor::cribbage::MatchSettings settings;
    settings.a = options.a;
    settings.b = options.b;
    settings.games = options.games;
    settings.seed = options.seed;
    try {
        const auto summary =
            parlor::cribbage::play_match(settings, [&io, &options](int done, const auto&) {
                if (io.err_is_terminal) {
                    io.err << "\rstrength: game " << done << " of " << options.games << std::flush;
                }
            });
        if (io.err_is_terminal) {
            io.err << '\n';
        }
        io.out << "seed " << options.seed << "\n" << parlor::cribbage::format_summary(summary);
        return exit_ok;
    } catch (const std::exception& error) {
        io.err << "strength: " << error.what() << '\n';
        return exit_bad_input;
    }
}

} // namespace parlor::cli::crib
