#pragma once
// The players' names at a table and the small grammar of the log: "You play" but "Computer
// plays", "Your crib" but "Computer's crib". Seat 0 is the player at the keyboard.

#include <string>
#include <utility>
#include <vector>

namespace parlor::app::table {

// The seat of the player at the keyboard at every table; seats 1 and up are the computer's.
inline constexpr int player_seat = 0;

class Names {
  public:
    // An empty name for the player is "You", and so is "you" in any case (never "you's hand").
    explicit Names(std::string player = "You", std::vector<std::string> others = {"Computer"});

    const std::string& operator[](int seat) const;
    int size() const { return static_cast<int>(names_.size()); }
    // True for the player called "You", whose verbs take no -s.
    bool you(int seat) const { return operator[](seat) == "You"; }
    std::string possessive(int seat) const; // "Your", "Computer's"
    // "You have", "Computer has": the name and the verb agreeing with it.
    std::string with_verb(int seat, const std::string& plain, const std::string& third) const;

  private:
    std::vector<std::string> names_;
};

// Two scores side by side on a results screen, in the order given: "You 121  —  Computer 97".
std::string score_line(const std::string& first, int first_score, const std::string& second,
                       int second_score);

// The new-game screen's line after a coin toss the player called: "Heads — you called it
// right. You play first."
std::string toss_line(bool landed_heads, bool called_right);

} // namespace parlor::app::table
