// `parlor-cli advice-study cruno`: the expert's advice measured over expert self-play at tables
// of 2, 4 and 6 (the table size cycles over the games, so crowded tables are measured too).

#include "cli/advice_study.hpp"
#include "cli/commands.hpp"
#include "cli/cruno/advice_study.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/games/cruno/move_words.hpp"

#include <array>
#include <memory>

namespace parlor::cli::cruno_cli {

namespace {

namespace game = parlor::cruno;

constexpr std::array<int, 3> table_sizes = {2, 4, 6};

StudyPosition position_of(const game::SeatView& view) {
    StudyPosition position;
    position.phase = std::to_string(view.player_count()) + " players";
    position.choices = static_cast<int>(game::legal_actions(view).size());
    ask_the_expert<game::advise, game::make_strategy>(
        position, view, [](const game::Action& action) { return game::move_text(action); });
    return position;
}

} // namespace

std::vector<StudyPosition> collect_positions(int games, std::uint64_t seed) {
    std::vector<StudyPosition> positions;
    for (int g = 0; g < games; ++g) {
        const int players = table_sizes[static_cast<std::size_t>(g) % table_sizes.size()];
        const std::uint64_t deal_seed = cards::derive_seed(seed, static_cast<std::uint64_t>(g));
        std::vector<std::unique_ptr<game::Strategy>> experts;
        game::Setup setup;
        const std::vector<std::string> names = game::table_names(players, false);
        for (int seat = 0; seat < players; ++seat) {
            experts.push_back(game::make_strategy(
                "expert", cards::derive_seed(deal_seed, static_cast<std::uint64_t>(seat + 1))));
            setup.seats.push_back({names[static_cast<std::size_t>(seat)], "expert"});
        }
        game::Rng rng(deal_seed);
        game::GameState state = game::new_game(setup, rng);
        for (int actions = 0; state.phase != game::Phase::GameOver && actions < 20000; ++actions) {
            const game::SeatView view = game::view_for(state, state.turn);
            positions.push_back(position_of(view));
            const auto decision = experts[static_cast<std::size_t>(state.turn)]->decide(view);
            if (!game::apply(state, decision.action, rng)) {
                break; // never: the expert plays by the rules (the tests see to it)
            }
        }
    }
    return positions;
}

void add_advice_study_command(Commands& commands) {
    add_advice_study_game(
        commands.advice_study,
        {"cruno", "Cruno",
         "The expert's advice over expert self-play at tables of 2, 4 and 6 (cycled over "
         "the games): stability over advice seeds, help and decision latency.",
         collect_positions},
        commands.io, commands.exit_code);
}

} // namespace parlor::cli::cruno_cli
