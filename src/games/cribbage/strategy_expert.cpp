// The expert: the lay-away that maximises the expected hand plus (or minus) the expected crib,
// and in the play the card with the best expected points for minus points against to the end
// of the play, over every hand the opponent may hold. Near the end of the game both are chosen
// for the chance to win the game instead (win_model.hpp).

#include "strategies.hpp"

namespace parlor::cribbage::detail {

namespace {

class ExpertStrategy final : public Strategy {
  public:
    explicit ExpertStrategy(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "expert"; }

    Decision decide(const SeatView& view) override {
        if (view.phase == Phase::LayAway) {
            const auto ranked = rank_lay_aways(view);
            if (ranked.empty() || ranked.front().lay_away.size() != 2) {
                return routine_decision(view); // not a lay-away of six cards
            }
            const KeepChoice& best = ranked.front();
            std::vector<std::string> reasons;
            if (const std::string to_win = keep_to_win_sentence(ranked, view, Voice::Computer);
                !to_win.empty()) {
                reasons.push_back(to_win);
            }
            reasons.push_back(keep_sentence(best, view.my_crib(), Voice::Computer));
            return {LayAway{best.lay_away[0], best.lay_away[1]}, reasons};
        }
        if (view.phase == Phase::Play) {
            const auto ranked = rank_plays(view, rng_.fork_seed());
            if (ranked.empty()) {
                return routine_decision(view); // not this seat's turn, or nothing fits
            }
            std::vector<std::string> reasons = play_sentences(ranked, view, Voice::Computer);
            if (const std::string to_win = play_to_win_sentence(ranked, view, Voice::Computer);
                !to_win.empty()) {
                reasons.insert(reasons.begin() + 1, to_win);
            }
            return {Play{ranked.front().card}, reasons};
        }
        return routine_decision(view);
    }

  private:
    Rng rng_;
};

} // namespace

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return std::make_unique<ExpertStrategy>(seed);
}

} // namespace parlor::cribbage::detail
