// The expert: the lay-away that maximises the expected hand plus (or minus) the expected crib
// plus the play, and in the play the card with the best expected points for minus points
// against to the end of the play, over every hand the opponent may hold. Near the end of the
// game both are chosen for the chance to win the game instead (win_model.hpp). Its reasons are
// written from the same advice record as the help, at most three lines.

#include "strategies.hpp"

#include "parlor/cards/seeded_strategy.hpp"

namespace parlor::cribbage::detail {

namespace {

Decision expert_decision(const SeatView& view, Rng& rng) {
    if (view.phase == Phase::LayAway) {
        const KeepRanking ranking = weigh_lay_aways(view, rng.fork_seed());
        if (ranking.choices.empty() || ranking.choices.front().lay_away.size() != 2) {
            return routine_decision(view); // not a lay-away of six cards
        }
        const Record record = keep_record(ranking, view);
        return {record.action, keep_words(record, view, Voice::Computer).lines};
    }
    if (view.phase == Phase::Play) {
        const PlayRanking ranking = weigh_plays(view, rng.fork_seed());
        if (ranking.choices.empty()) {
            return routine_decision(view); // not this seat's turn, or nothing fits
        }
        const Record record = play_record(ranking, view);
        return {record.action, play_words(record, view, Voice::Computer).lines};
    }
    return routine_decision(view);
}

} // namespace

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return cards::seeded_strategy<SeatView, Action>("expert", seed, expert_decision);
}

} // namespace parlor::cribbage::detail
