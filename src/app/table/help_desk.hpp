#pragma once
// The help (H) for any game's table: the expert's advice on the player's view, worked out on a
// worker thread with the game's help seed, and an answer thrown away when the game moved on
// while it was thinking. Apart from GameTable because it is about a thread and its answer; the
// table says when the help is open and shows what it holds.

#include "app/core/worker.hpp"
#include "app/table/side_column.hpp"
#include "parlor/cards/card.hpp"
#include "parlor/engine/descriptor.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace parlor::app::table {

template <engine::Descriptor G> class HelpDesk {
  public:
    using Advice = typename G::Advice;
    // What a poll found: nothing yet, the answer for the moment asked, or an answer for a moment
    // that is gone (ask again).
    enum class Answer { None, Fresh, Stale };

    bool working() const { return helper_.working(); }
    const std::optional<Advice>& advice() const { return advice_; }
    void clear() { advice_.reset(); }
    // Asks the expert about `view` at `moment` (the table's count of moves); the advice shown
    // so far goes. A job already running finishes first (the worker takes no second one): its
    // answer is for the moment it was started at, so poll finds it stale and it is asked again.
    void ask(typename G::View view, std::uint64_t seed, int moment) {
        advice_.reset();
        asked_at_ = moment;
        if (helper_.start([view = std::move(view), seed] { return G::advise(view, seed); })) {
            running_for_ = moment;
        }
    }
    // The answer, if one came, for the moment `moment` (a strategy's failure is thrown).
    Answer poll(int moment) {
        if (auto answer = helper_.poll()) {
            if (running_for_ == moment && asked_at_ == moment) {
                advice_ = std::move(*answer);
                return Answer::Fresh;
            }
            return Answer::Stale;
        }
        return Answer::None;
    }
    // A card the advice names, for marking it on the table.
    bool names(cards::Card card) const {
        return advice_ && std::find(advice_->highlight.begin(), advice_->highlight.end(), card) !=
                              advice_->highlight.end();
    }
    // The side panel's text (nothing: no advice yet). A game that writes no summary yet shows
    // its first line as one.
    std::optional<AdviceText> text() const {
        if (!advice_) {
            return std::nullopt;
        }
        const std::string& summary = !advice_->summary.empty() ? advice_->summary
                                     : advice_->lines.empty()  ? advice_->summary
                                                               : advice_->lines.front();
        return AdviceText{summary, &advice_->lines};
    }

  private:
    Worker<Advice> helper_;
    std::optional<Advice> advice_;
    int asked_at_ = -1;
    int running_for_ = -1; // the moment the job running (or last run) was asked at
};

} // namespace parlor::app::table
