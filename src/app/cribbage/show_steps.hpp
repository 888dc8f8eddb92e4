#pragma once
// The show counted item by item, as a player counts aloud: each hand (the pone's, the dealer's,
// then the crib) is laid out with the starter, and each scoring item in turn lights up its cards
// and adds its points ("fifteen two, fifteen four, a pair is six"). Plain C++ (no SDL); the
// table steps through it on a timer or on the player's Continue.

#include "parlor/games/cribbage/rules.hpp"

#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

namespace cr = parlor::cribbage;
using cards::Card;

struct ShowStep {
    int show = 0;          // index into the shows (0 pone, 1 dealer, 2 crib)
    int item = -1;         // index into that show's score items; -1 for the hand laid down
    std::vector<Card> lit; // the cards this step highlights (the item's cards)
    int running = 0;       // the hand's count so far, after this item
    int points = 0;        // what this step adds to the seat's score
    std::string words;     // "fifteen two", "a pair is four", "and a run of three is seven",
                           // "nineteen" for a hand worth nothing; the title for item -1
};

// Every step of the shows in order: for each show a first step that lays the hand down (title
// "Your hand", "Computer's crib", words naming it, no points), then one step per score item, or
// a single "nineteen" step (0 points) for a hand that scores nothing.
// `names` are the seats' names ("You", "Computer").
std::vector<ShowStep> show_steps(const std::vector<cr::Show>& shows,
                                 const std::array<std::string, 2>& names);

// The title of a show: "Your hand", "Computer's hand", "Your crib", "Computer's crib".
std::string show_title(const cr::Show& show, const std::array<std::string, 2>& names);

// Stepping through the show on the table.
class ShowReveal {
  public:
    ShowReveal() = default;
    ShowReveal(std::vector<cr::Show> shows, const std::array<std::string, 2>& names);

    bool active() const { return !steps_.empty(); }
    bool finished() const { return next_ >= steps_.size(); }
    const std::vector<cr::Show>& shows() const { return shows_; }
    const std::vector<ShowStep>& steps() const { return steps_; }
    // The steps shown so far (the last one is the current one); empty before the first.
    std::size_t shown() const { return next_; }
    const ShowStep* current() const;
    // The show being counted now (the current step's), or nullptr before the first step.
    const cr::Show* current_show() const;

    // Shows the next step and returns it (nullptr when finished). The table pegs its points.
    const ShowStep* step();
    // Seconds until the next step comes by itself; the caller counts down with update().
    // Returns the steps that came due (0 or more) in order. The first step (the first hand laid
    // down) comes on the first update at once; each later one `seconds_per_step` after the one
    // before (a long frame may bring several). step() restarts that wait.
    std::vector<const ShowStep*> update(double seconds, double seconds_per_step);
    void clear() { *this = ShowReveal(); }

  private:
    std::vector<cr::Show> shows_;
    std::vector<ShowStep> steps_;
    std::size_t next_ = 0;
    double wait_ = 0;
};

} // namespace parlor::app::cribbage_table
