#pragma once
// What the opponent kept (internal): the chance of each four ranks being the hand a player kept
// from six, when it keeps the four with the best expected hand over the starters it could not
// see (select_hand of docs/cribbage.md, by ranks: flushes and his nobs left out). Cards that score
// together are kept together, so a seat that has seen a 5 laid, or a go said, learns more from
// it than from each rank alone.

#include <array>
#include <vector>

namespace parlor::cribbage::detail {

// Four ranks (1..13) in increasing order.
using FourRanks = std::array<int, 4>;

class KeptHands {
  public:
    // `dealt[rank]` (index 1..13) is how many cards of each rank the opponent may have been
    // dealt: all the deck less this seat's six and the starter. Every six of them is counted,
    // weighted by how many real hands share its ranks; when keeps tie the chance is shared.
    explicit KeptHands(const std::array<int, 14>& dealt);

    // The chance that the opponent kept these four ranks (0 if it cannot hold them).
    double chance(FourRanks ranks) const;

    const std::array<int, 14>& dealt() const { return dealt_; }

  private:
    static int slot(const FourRanks& sorted);
    std::array<int, 14> dealt_;
    std::vector<double> chance_; // by slot()
};

} // namespace parlor::cribbage::detail
