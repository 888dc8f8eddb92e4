// The baseline: points now. It takes the capture worth the most points, then the most cards;
// without a capture it builds if it can; else it trails its lowest card.

#include "strategies.hpp"

#include <tuple>

namespace parlor::casino::detail {

namespace {

int points_of(Card played, const std::vector<Card>& taken) {
    int points = card_points(played);
    for (const Card card : taken) {
        points += card_points(card);
    }
    return points;
}

class GreedyStrategy final : public Strategy {
  public:
    std::string name() const override { return "greedy"; }

    Decision decide(const SeatView& view) override {
        const std::vector<Action> moves = legal_moves(view);
        if (view.phase != Phase::Play || moves.empty()) {
            return routine_decision(view);
        }
        const Capture* capture = nullptr;
        const Build* build = nullptr;
        const Trail* trail = nullptr;
        for (const Action& action : moves) {
            if (const auto* c = std::get_if<Capture>(&action)) {
                const auto key = [](const Capture& m) {
                    return std::tuple(points_of(m.card, m.taken), m.taken.size());
                };
                if (capture == nullptr || key(*c) > key(*capture)) {
                    capture = c;
                }
            } else if (const auto* b = std::get_if<Build>(&action)) {
                const auto key = [](const Build& m) {
                    return std::tuple(m.loose.size() + m.onto.size(), m.value);
                };
                if (build == nullptr || key(*b) > key(*build)) {
                    build = b;
                }
            } else if (const auto* t = std::get_if<Trail>(&action)) {
                if (trail == nullptr || t->card < trail->card) {
                    trail = t;
                }
            }
        }
        if (capture != nullptr) {
            const int points = points_of(capture->card, capture->taken);
            return {*capture,
                    {"I " + describe(*capture) + ": " + std::to_string(points) + " point" +
                     (points == 1 ? "" : "s") + " and " +
                     std::to_string(capture->taken.size() + 1) + " cards, the most I could take."}};
        }
        if (build != nullptr) {
            return {*build, {"I " + describe(*build) + ": nothing to capture, so I build."}};
        }
        return {*trail,
                {"I " + describe(*trail) +
                 ": nothing to capture or build, so I trail my "
                 "lowest card."}};
    }
};

} // namespace

std::unique_ptr<Strategy> make_greedy_strategy() {
    return std::make_unique<GreedyStrategy>();
}

} // namespace parlor::casino::detail
