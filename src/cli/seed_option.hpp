#pragma once
// Every command's --seed is a whole number from 0 to 2^64 - 1, written in decimal digits. CLI11
// alone took "-1", "1e23" and 2^64 and made each 18446744073709551615 without a word: a seed
// that is not the one typed deals other cards than the player asked for.

namespace CLI {
class App;
}

namespace parlor::cli {

// Adds the check to every option named --seed of `app` and of its subcommands, at any depth:
// "--seed: -1 is not a seed (expected a whole number from 0 to 18446744073709551615)".
void check_seed_options(CLI::App& app);

} // namespace parlor::cli
