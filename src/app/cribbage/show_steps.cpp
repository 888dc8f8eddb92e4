// The show as steps: the words are the engine's own count (cribbage::speech), cut into the
// phrase each item adds, so the table says exactly what the log says.

#include "app/cribbage/show_steps.hpp"

#include <algorithm>
#include <string_view>

namespace parlor::app::cribbage_table {

namespace {

// speech() joins one phrase per item with ", " (and ", and " before the last); no phrase
// holds a comma itself.
std::vector<std::string> phrases(const cr::HandScore& score) {
    const std::string said = cr::speech(score);
    std::vector<std::string> out;
    std::string_view rest = said;
    constexpr std::string_view separator = ", ";
    for (auto at = rest.find(separator); at != std::string_view::npos; at = rest.find(separator)) {
        out.emplace_back(rest.substr(0, at));
        rest.remove_prefix(at + separator.size());
    }
    out.emplace_back(rest);
    return out;
}

} // namespace

std::string show_title(const cr::Show& show, const std::array<std::string, 2>& names) {
    const std::string& name = names[static_cast<std::size_t>(cr::index(show.seat))];
    const std::string whose = name == "You" ? std::string("Your") : name + "'s";
    return whose + (show.crib ? " crib" : " hand");
}

std::vector<ShowStep> show_steps(const std::vector<cr::Show>& shows,
                                 const std::array<std::string, 2>& names) {
    std::vector<ShowStep> steps;
    for (std::size_t s = 0; s < shows.size(); ++s) {
        const cr::Show& show = shows[s];
        const int index = static_cast<int>(s);
        steps.push_back(ShowStep{index, -1, {}, 0, 0, show_title(show, names)});
        const auto& items = show.score.items;
        if (items.empty()) {
            steps.push_back(ShowStep{index, 0, {}, 0, 0, "nineteen"});
            continue;
        }
        const std::vector<std::string> words = phrases(show.score);
        int running = 0;
        for (std::size_t i = 0; i < items.size(); ++i) {
            running += items[i].points;
            // Should speech() ever phrase differently, the running total still reads right.
            std::string said = words.size() == items.size() ? words[i] : cr::number_word(running);
            steps.push_back(ShowStep{index, static_cast<int>(i), items[i].cards, running,
                                     items[i].points, std::move(said)});
        }
    }
    return steps;
}

ShowReveal::ShowReveal(std::vector<cr::Show> shows, const std::array<std::string, 2>& names)
    : shows_(std::move(shows)), steps_(show_steps(shows_, names)) {}

const ShowStep* ShowReveal::current() const {
    return next_ == 0 ? nullptr : &steps_[next_ - 1];
}

const cr::Show* ShowReveal::current_show() const {
    const ShowStep* now = current();
    return now == nullptr ? nullptr : &shows_[static_cast<std::size_t>(now->show)];
}

const ShowStep* ShowReveal::step() {
    if (finished()) {
        return nullptr;
    }
    wait_ = 0; // wait_ counts the seconds since the last step
    return &steps_[next_++];
}

std::vector<const ShowStep*> ShowReveal::update(double seconds, double seconds_per_step) {
    std::vector<const ShowStep*> due;
    if (finished()) {
        return due;
    }
    if (next_ == 0) {
        // The first hand is laid down at once; the time of this update does not count towards
        // the next step.
        due.push_back(step());
        return due;
    }
    wait_ += std::max(0.0, seconds);
    while (!finished() && wait_ >= seconds_per_step) {
        const double left = wait_ - seconds_per_step;
        due.push_back(step());
        wait_ = left;
    }
    return due;
}

} // namespace parlor::app::cribbage_table
