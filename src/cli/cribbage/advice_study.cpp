// `parlor-cli advice-study cribbage`: the positions of expert-against-expert games, each lay-away
// of six cards and each card of the play with a choice, for the shared study (advice_study.hpp).

#include "cli/cribbage/advice_study.hpp"

#include "cli/advice_study.hpp"

#include "parlor/cards/match.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/match.hpp"
#include "parlor/games/cribbage/move_words.hpp"

#include <memory>

namespace parlor::cli::crib {

namespace {

using namespace parlor::cribbage;

// Plays as the expert and keeps every view it decided from.
class RecordingStrategy final : public Strategy {
  public:
    RecordingStrategy(std::uint64_t seed, std::vector<SeatView>& views)
        : expert_(make_strategy("expert", seed)), views_(views) {}
    std::string name() const override { return "expert"; }
    Decision decide(const SeatView& view) override {
        if (view.phase == Phase::LayAway || view.phase == Phase::Play) {
            views_.push_back(view);
        }
        return expert_->decide(view);
    }

  private:
    std::unique_ptr<Strategy> expert_;
    std::vector<SeatView>& views_;
};

int choices_in(const SeatView& view) {
    if (view.phase == Phase::LayAway) {
        const auto n = static_cast<int>(view.hand.size());
        return n == 6 ? 15 : n;
    }
    int fitting = 0;
    unsigned ranks = 0; // cards of one rank are one choice in the play
    for (const Card card : view.hand) {
        if (view.count + pip_value(card) <= max_count && !(ranks & (1U << card.rank))) {
            ranks |= 1U << card.rank;
            ++fitting;
        }
    }
    return fitting;
}

std::vector<StudyPosition> collect(int games, std::uint64_t seed) {
    std::vector<SeatView> views;
    for (int game = 0; game < games; ++game) {
        const auto g = static_cast<std::uint64_t>(game);
        RecordingStrategy a(cards::derive_seed(seed ^ 0xA, g), views);
        RecordingStrategy b(cards::derive_seed(seed ^ 0xB, g), views);
        (void)play_game(a, b, cards::derive_seed(seed, g));
    }
    std::vector<StudyPosition> positions;
    for (const SeatView& view : views) {
        const int choices = choices_in(view);
        if (choices == 0) {
            continue; // a go: no decision
        }
        StudyPosition position;
        position.phase = view.phase == Phase::LayAway ? "lay-away" : "play";
        position.choices = choices;
        ask_the_expert<advise, make_strategy>(
            position, view, [](const Action& action) { return move_text(action); });
        positions.push_back(std::move(position));
    }
    return positions;
}

} // namespace

void add_advice_study_command(Commands& commands) {
    add_advice_study_game(
        commands.advice_study,
        {"cribbage", "Cribbage",
         "The expert's lay-aways and cards of the play over expert self-play games.", collect},
        commands.io, commands.exit_code);
}

} // namespace parlor::cli::crib
