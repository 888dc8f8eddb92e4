#pragma once
// Where the loop gets the time. Tests inject a FakeClock and advance it by hand.

#include <cstdint>

namespace parlor::app {

class Clock {
  public:
    virtual ~Clock() = default;
    virtual double now_seconds() = 0;
};

// SDL's high-resolution performance counter.
class SystemClock final : public Clock {
  public:
    double now_seconds() override;
};

class FakeClock final : public Clock {
  public:
    double now_seconds() override { return now_; }
    void advance(double seconds) { now_ += seconds; }

  private:
    double now_ = 0;
};

} // namespace parlor::app
